import { createRoot } from 'react-dom/client';
import { BackofficeApp } from './app/BackofficeApp';

createRoot(document.getElementById('root')!).render(<BackofficeApp />);
