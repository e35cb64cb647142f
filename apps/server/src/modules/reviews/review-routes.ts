/** What the review routes of the reviews, shops and products modules share. */
export const TAG = 'Reviews';
export const PLAIN = '`text` and `reply` are plain text (at most 1000 characters): show them as text, never as HTML.';
