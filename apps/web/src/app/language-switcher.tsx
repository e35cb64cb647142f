import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { LANGUAGES, SWITCHER_LANGUAGES, type Language } from '@/i18n/config';
import { chooseLanguage, currentLanguage, t } from '@/i18n/i18n';

/**
 * English / हिन्दी in the nav (issue 28 #3): each name written in its own script and marked with its `lang`, the
 * active one pressed. The choice is kept on the device; `onChosen` keeps it on the account too.
 */
export function LanguageSwitcher({ className, onChosen }: { className?: string; onChosen?: (language: Language) => void }) {
  const active = currentLanguage();
  const [busy, setBusy] = useState(false);
  async function choose(language: Language) {
    if (language === active || busy) return;
    setBusy(true);
    try {
      await chooseLanguage(language);
      onChosen?.(language);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div
      role="group"
      aria-label={t('nav.language')}
      className={cn('inline-flex shrink-0 rounded-lg border border-ink-200 p-0.5', className)}
      data-testid="language-switcher"
    >
      {SWITCHER_LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === active}
          disabled={busy}
          onClick={() => void choose(l)}
          className={cn(
            'rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600',
            l === active ? 'bg-saffron-100 text-saffron-900' : 'text-ink-700 hover:bg-saffron-50',
          )}
        >
          {LANGUAGES[l].label}
        </button>
      ))}
    </div>
  );
}
