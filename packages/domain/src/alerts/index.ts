// The slot alert (Terminalarm, issue #15; docs/alerts.md): its limits, pages, requests and answers.
export * from './limits.ts';
export * from './paths.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './summary.ts';
