// Reminders with confirm or release (issue #15 part 4, docs/reminders.md): the links and their
// pages, the calls' requests and answers, the rules of when and what a release means, the refusals.
export * from './links.ts';
export * from './requests.ts';
export * from './answers.ts';
export * from './rules.ts';
export * from './refusals.ts';
