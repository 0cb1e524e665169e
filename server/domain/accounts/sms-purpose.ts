// What a code sent by SMS is for: the codes (sms-codes.ts), their delivery (sms-delivery.ts) and
// their words (sms-text.ts) all key on it, so it sits apart from the three.
export type SmsPurpose = 'register' | 'login' | 'withdrawPin' | 'resetPassword'
