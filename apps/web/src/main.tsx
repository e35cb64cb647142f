import { Fragment, StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { activateLanguage, currentLanguage, initialLanguage, onLanguageChange } from '@/i18n/i18n';
import './index.css';

/** Draws the app again when the language changes, so every `t()` in render answers in the new one (decision 090). */
function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage);
  return <Fragment key={language}>{children}</Fragment>;
}

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <LanguageRoot>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LanguageRoot>
      </AppProviders>
    </StrictMode>,
  );
}

// English is in the first page; another language's catalog is fetched before the first draw (no English flash).
const language = initialLanguage();
if (language === 'en') render();
else
  void activateLanguage(language)
    .catch(() => undefined)
    .finally(render);
