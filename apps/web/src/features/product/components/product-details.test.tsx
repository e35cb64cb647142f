// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { activateLanguage } from '@/i18n/i18n';
import { productDto } from '../../../../test/support/catalog-stubs';
import { ProductDetails } from './product-details';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

/** Decision 112: every product says its country of origin, in the reader's language. */
describe('ProductDetails: country of origin', () => {
  it('says it for a product sold loose, in English and in Hindi', async () => {
    const rice = productDto({ name: 'Sona rice', originCountry: 'IND' });
    const { unmount } = render(<ProductDetails product={rice} shop={undefined} />);
    expect(screen.getByTestId('origin').textContent).toBe('Country of origin: India');
    unmount();
    await activateLanguage('hi');
    render(<ProductDetails product={{ ...rice, originCountry: 'NPL' }} shop={undefined} />);
    expect(screen.getByTestId('origin').textContent).toBe('मूल देश: नेपाल');
  });

  it('does not repeat a pre-packed declaration naming the same country, and keeps one in other words', () => {
    const declarations = { manufacturer: 'Himal Foods', countryOfOrigin: 'Nepal', genericName: 'Tea', consumerCare: 'care@himal.example' };
    const tea = productDto({ name: 'Tea', packaged: true, originCountry: 'NPL', declarations });
    const { unmount } = render(<ProductDetails product={tea} shop={undefined} />);
    expect(screen.getByTestId('product-details').textContent).not.toContain('Country of originNepal');
    expect(screen.getByTestId('origin').textContent).toBe('Country of origin: Nepal');
    unmount();
    render(
      <ProductDetails product={{ ...tea, declarations: { ...declarations, countryOfOrigin: 'Packed in Nepal from Darjeeling leaf' } }} shop={undefined} />,
    );
    expect(screen.getByTestId('product-details').textContent).toContain('Country of originPacked in Nepal from Darjeeling leaf');
  });
});
