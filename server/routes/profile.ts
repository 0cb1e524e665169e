import { deleteAccount, exportData, withdrawConsent } from '../domain/profile/data-rights'
import { bindBankAccount } from '../domain/profile/bank-account'
import { giveConsent, listConsents } from '../domain/profile/consents'
import { replaceEmergencyContacts } from '../domain/profile/emergency-contacts'
import { applyIdentityImages, identityImageUrls } from '../domain/profile/identity-images'
import { uploadSignature } from '../domain/profile/signature'
import { updateProfile } from '../domain/profile/update-profile'
import { hasOpenLoan } from '../domain/orders/open-loan'
import { defineHandlers } from '../http/handlers'
import { requireUser } from '../services'

export const profileHandlers = defineHandlers({
  '/user/update': (body, ctx) => updateProfile(ctx, body),
  '/user/identity/apply': (body, ctx) => applyIdentityImages(ctx, body),
  '/user/identity': (_body, ctx) => identityImageUrls(ctx),
  '/user/updateEmergency': (body, ctx) => replaceEmergencyContacts(ctx, body),
  '/user/bank/binding': (body, ctx) => bindBankAccount(ctx, body),
  '/user/signatureImg/upload': (body, ctx) => uploadSignature(ctx, body),
  '/user/consents': (_body, ctx) => listConsents(ctx.db, requireUser(ctx)),
  '/user/consent/give': async (body, ctx) => {
    await giveConsent(ctx.db, requireUser(ctx), body.purpose, ctx.services.now())
    return null
  },
  '/user/consent/withdraw': (body, ctx) => withdrawConsent(ctx, body.purpose),
  '/user/export': (_body, ctx) => exportData(ctx),
  '/user/delete': (_body, ctx) => deleteAccount(ctx, (userId) => hasOpenLoan(ctx.db, userId)),
})
