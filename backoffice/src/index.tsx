// First: before any zod schema is made.
import './app/zod-without-eval';
import { createRoot } from 'react-dom/client';
import { BackofficeApp } from './app/BackofficeApp';

createRoot(document.getElementById('root')!).render(<BackofficeApp />);
