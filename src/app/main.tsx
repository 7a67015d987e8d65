import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import example from '../../models/minifig.ldr?raw';
import { App } from './App.tsx';
import { openInitialModel } from './state/modelActions.ts';
import './app.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
void openInitialModel({ name: 'minifig.ldr', text: example });
