// The support address of the fatal error report (§2 "Fatal error helper", §7 "Support mail link is
// offered for fatal errors"): the server reads SUPPORT_MAIL_TO and writes it into the app page as a
// <meta> element of this name; the helper reads it from there.
export const SUPPORT_MAIL_META = 'terminservice-support-mail';
