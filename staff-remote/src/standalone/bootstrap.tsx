import '@rcm/shared/styles/base.css';
import '@rcm/shared/styles/design-system.css';
import { localRuntimeConfig, setRuntimeConfig } from '@rcm/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone-app';

// The team's development page talks to the local backend, as the shell would tell it to.
setRuntimeConfig(localRuntimeConfig());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
