import { createRoot } from 'react-dom/client';

// Placeholder until the web app lands: the server and its API are live behind this page.
createRoot(document.getElementById('root')!).render(
  <main style={{ fontFamily: 'system-ui', padding: 32 }}>
    <h1>Bazaar</h1>
    <p>The marketplace API is running. The shopping web app is coming next.</p>
  </main>,
);
