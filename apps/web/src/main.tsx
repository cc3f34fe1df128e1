// Entry point of the WEB app: hydrates the prerendered shell of index.html (ADR 11) with the app's
// tree (Root.tsx), in the language the server wrote it in. The ui stylesheet first: KERN UX,
// tokens and base, then the features' own styles (ui README).
import '@terminservice/ui/styles.css';
import { mountApp } from '@terminservice/features/shell';
import { BrowserRouter } from 'react-router';
import { Root, loadLanguage } from './Root.tsx';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

void mountApp(root, <Root Router={BrowserRouter} />, loadLanguage);
