// Mantine's reset, theme variables and global rules; each component's own styles are imported beside the
// code that renders it, so the back office's components travel with its lazily loaded chunks.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Rendered as a transition, so React renders the first screen in slices of a few milliseconds instead of
// one long task: a slow phone stays responsive while it renders.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
