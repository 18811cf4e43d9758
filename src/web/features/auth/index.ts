/** The auth feature's public entry: what other features may use. */
export * from './api';
export * from './form-field';
export * from './password-checklist';
export * from './uppercase-input';
export * from './use-user';
export * from './verify-email-form';
export * from './sign-in-modal-host';
export * from './use-require-sign-in';
