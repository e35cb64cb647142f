import { describe, expect, it } from 'vitest';
import { gpsFromText, isGps, ondcCategoryOf } from './ondc.js';

describe('ONDC fields', () => {
  it('reads a GPS point out of what people paste', () => {
    expect(gpsFromText('12.9716, 77.5946')).toBe('12.9716,77.5946');
    expect(gpsFromText('https://www.google.com/maps/@12.9716123,77.5946456,15z')).toBe('12.9716123,77.5946456');
    expect(gpsFromText('https://maps.google.com/?q=28.6139,77.2090')).toBe('28.6139,77.2090');
    expect(gpsFromText('https://www.google.com/maps/place/X/@12.97,77.59,17z/data=!3d12.9716001!4d77.5946002')).toBe('12.9716001,77.5946002');
    expect(gpsFromText('https://www.openstreetmap.org/?mlat=12.9716&mlon=77.5946')).toBeUndefined();
    expect(gpsFromText('12.97,77.59')).toBeUndefined();
    expect(isGps('-33.8688,151.2093')).toBe(true);
    expect(isGps('91.0000,10.0000')).toBe(false);
  });

  it('defaults a product’s ONDC category only where the mapping is clear', () => {
    expect(ondcCategoryOf({ category: 'Grocery', subCategory: 'Fresh produce' })).toBe('Fruits and Vegetables');
    expect(ondcCategoryOf({ category: 'Grocery', subCategory: 'Others' })).toBeUndefined();
    expect(ondcCategoryOf({ category: 'Grocery', subCategory: 'Others', ondcCategory: 'Beverages' })).toBe('Beverages');
  });
});
