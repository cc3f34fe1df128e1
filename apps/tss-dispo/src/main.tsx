// Entry point of the TSS/DISPO app (hotline staff): hydrates the prerendered shell of index.html
// (ADR 11) with the app's tree (Root.tsx). The staff token (a signed JWT, ADR 5) comes as ?token=;
// it moves into the session before the first call, so the version call already carries it and the
// server answers TSS or DISPO. Without a token the server answers WEB, and the app shows what WEB
// may see; an invalid or expired token is refused with WP005 (§8), which the app context turns
// into the spec's message.
import '@terminservice/ui/styles.css';
import { takeTokenFromAddress } from '@terminservice/features/app-context';
import { mountApp } from '@terminservice/features/shell';
import { BrowserRouter } from 'react-router';
import { Root } from './Root.tsx';
import './app.css';

takeTokenFromAddress();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

void mountApp(root, <Root Router={BrowserRouter} />);
