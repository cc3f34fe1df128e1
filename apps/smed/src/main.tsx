// Entry point of the SMED app (partner systems): hydrates the prerendered shell of index.html
// (ADR 11) with the app's tree (Root.tsx). Before that, the facility pseudonym moves from the
// address into the session, so the first call already names the facility; a ?token= likewise
// (ADR 5).
import '@terminservice/ui/styles.css';
import {
  takeSmedPseudonymFromAddress,
  takeTokenFromAddress,
} from '@terminservice/features/app-context';
import { mountApp } from '@terminservice/features/shell';
import { BrowserRouter } from 'react-router';
import { Root } from './Root.tsx';
import './app.css';

takeTokenFromAddress();
takeSmedPseudonymFromAddress();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

void mountApp(root, <Root Router={BrowserRouter} />);
