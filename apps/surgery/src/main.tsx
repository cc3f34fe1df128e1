// Entry point of the SURGERY app (practices, §2 SURGERY): the practice software opens it with
// `?token=`; the token moves into the session (identification header, ADR 5) and is kept as the
// surgery-origin token that the generated code is cached with (§3, §4 "Code generator"). Then it
// hydrates the prerendered shell of index.html (ADR 11) with the app's tree (Root.tsx).
import '@terminservice/ui/styles.css';
import { takeTokenFromAddress, writeSession } from '@terminservice/features/app-context';
import { mountApp } from '@terminservice/features/shell';
import { BrowserRouter } from 'react-router';
import { Root } from './Root.tsx';
import './app.css';

const token = takeTokenFromAddress();
if (token !== null) writeSession('surgeryOriginToken', token);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

void mountApp(root, <Root Router={BrowserRouter} arrivedWithToken={token !== null} />);
