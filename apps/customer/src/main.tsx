import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StartPage } from './start-page/StartPage.tsx';
import './start-page/start-page.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <StartPage />
  </StrictMode>,
);
