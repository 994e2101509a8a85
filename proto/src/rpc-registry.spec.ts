import type { RpcContract } from './contracts';
import { AuthRpc, BillingRpc, ClientsRpc, DocumentsRpc, MailerRpc, PdfRenderRpc } from './subjects';

/**
 * Every call as it was named by hand before the registry came from the service blocks: NATS permissions
 * and outside callers name these subjects, so a renamed method or a lost option must fail here.
 */
const CALLS_BEFORE_THE_SERVICE_BLOCKS = {
  AuthRpc: {
    signup: 'auth.signup paydraft.auth.v1.SignupRequest → paydraft.auth.v1.SessionReply (once)',
    login: 'auth.login paydraft.auth.v1.LoginRequest → paydraft.auth.v1.SessionReply (once)',
    me: 'auth.me paydraft.auth.v1.MeRequest → paydraft.auth.v1.MeReply (retried)',
    checkUsername:
      'auth.check-username paydraft.auth.v1.CheckUsernameRequest → paydraft.auth.v1.AvailabilityReply (retried)',
    checkEmail:
      'auth.check-email paydraft.auth.v1.CheckEmailRequest → paydraft.auth.v1.AvailabilityReply (retried)',
    changePassword:
      'auth.change-password paydraft.auth.v1.ChangePasswordRequest → paydraft.auth.v1.DoneReply (once)',
    logout: 'auth.logout paydraft.auth.v1.LogoutRequest → paydraft.auth.v1.DoneReply (retried)',
    deleteAccount:
      'auth.delete-account paydraft.auth.v1.DeleteAccountRequest → paydraft.auth.v1.DoneReply (once)',
    forgotPassword:
      'auth.forgot-password paydraft.auth.v1.ForgotPasswordRequest → paydraft.auth.v1.DoneReply (once)',
    resetPassword:
      'auth.reset-password paydraft.auth.v1.ResetPasswordRequest → paydraft.auth.v1.DoneReply (once)',
    changeUsername:
      'auth.change-username paydraft.auth.v1.ChangeUsernameRequest → paydraft.auth.v1.DoneReply (retried)',
    setPassword: 'auth.set-password paydraft.auth.v1.SetPasswordRequest → paydraft.auth.v1.DoneReply (once)',
    changeEmail:
      'auth.change-email paydraft.auth.v1.ChangeEmailRequest → paydraft.auth.v1.ChangeEmailReply (once)',
    confirmEmailChange:
      'auth.confirm-email-change paydraft.auth.v1.ConfirmEmailChangeRequest → paydraft.auth.v1.ConfirmEmailChangeReply (once)',
    verifyToken:
      'auth.verify-token paydraft.auth.v1.VerifyTokenRequest → paydraft.auth.v1.VerifyTokenReply (retried)',
    googleSignIn:
      'auth.google-sign-in paydraft.auth.v1.GoogleSignInRequest → paydraft.auth.v1.SessionReply (once)',
    googleLoginCode:
      'auth.google-login-code paydraft.auth.v1.GoogleSignInRequest → paydraft.auth.v1.LoginCodeReply (once)',
    exchangeLoginCode:
      'auth.exchange-login-code paydraft.auth.v1.ExchangeLoginCodeRequest → paydraft.auth.v1.SessionReply (once)',
    setTester:
      'auth.set-tester paydraft.auth.v1.SetTesterRequest → paydraft.auth.v1.SetTesterReply (retried)',
    contact: 'auth.contact paydraft.auth.v1.ContactRequest → paydraft.auth.v1.ContactReply (retried)',
  },
  BillingRpc: {
    entitlement:
      'billing.entitlement paydraft.billing.v1.EntitlementRequest → paydraft.billing.v1.EntitlementReply (retried)',
    trialEligibility:
      'billing.trial-eligibility paydraft.billing.v1.TrialEligibilityRequest → paydraft.billing.v1.TrialEligibilityReply (retried)',
    createCheckoutSession:
      'billing.create-checkout-session paydraft.billing.v1.CreateCheckoutSessionRequest → paydraft.billing.v1.HostedPageReply (once)',
    createPortalSession:
      'billing.create-portal-session paydraft.billing.v1.CreatePortalSessionRequest → paydraft.billing.v1.HostedPageReply (once)',
    subscriptionStatus:
      'billing.subscription-status paydraft.billing.v1.SubscriptionStatusRequest → paydraft.billing.v1.SubscriptionStatusReply (retried)',
    handleWebhook:
      'billing.handle-webhook paydraft.billing.v1.HandleWebhookRequest → paydraft.billing.v1.HandleWebhookReply (retried)',
    connectOnboarding:
      'billing.connect-onboarding paydraft.billing.v1.ConnectOnboardingRequest → paydraft.billing.v1.HostedPageReply (once)',
    connectStatus:
      'billing.connect-status paydraft.billing.v1.ConnectStatusRequest → paydraft.billing.v1.ConnectStatusReply (retried)',
    connectDisconnect:
      'billing.connect-disconnect paydraft.billing.v1.ConnectDisconnectRequest → paydraft.billing.v1.ConnectStatusReply (retried)',
    connectedOwner:
      'billing.connected-owner paydraft.billing.v1.ConnectedOwnerRequest → paydraft.billing.v1.ConnectStatusReply (retried)',
    invoiceCheckout:
      'billing.invoice-checkout paydraft.billing.v1.InvoiceCheckoutRequest → paydraft.billing.v1.HostedPageReply (once)',
    handleConnectWebhook:
      'billing.handle-connect-webhook paydraft.billing.v1.HandleWebhookRequest → paydraft.billing.v1.HandleWebhookReply (retried)',
    devClockAdvance:
      'billing.dev-clock-advance paydraft.common.v1.DevClockAdvanceRequest → paydraft.common.v1.DevClockReply (once)',
  },
  ClientsRpc: {
    list: 'clients.list paydraft.clients.v1.ListClientsRequest → paydraft.clients.v1.ListClientsReply (retried)',
    get: 'clients.get paydraft.clients.v1.GetClientRequest → paydraft.clients.v1.ClientReply (retried)',
    create: 'clients.create paydraft.clients.v1.CreateClientRequest → paydraft.clients.v1.ClientReply (once)',
    update:
      'clients.update paydraft.clients.v1.UpdateClientRequest → paydraft.clients.v1.ClientReply (retried)',
    delete:
      'clients.delete paydraft.clients.v1.DeleteClientRequest → paydraft.clients.v1.DeleteClientReply (once)',
  },
  DocumentsRpc: {
    list: 'documents.list paydraft.documents.v1.ListDocumentsRequest → paydraft.documents.v1.ListDocumentsReply (retried)',
    get: 'documents.get paydraft.documents.v1.DocumentRef → paydraft.documents.v1.DocumentReply (retried)',
    create:
      'documents.create paydraft.documents.v1.CreateDocumentRequest → paydraft.documents.v1.DocumentReply (once)',
    update:
      'documents.update paydraft.documents.v1.UpdateDocumentRequest → paydraft.documents.v1.DocumentReply (retried)',
    delete:
      'documents.delete paydraft.documents.v1.DocumentRef → paydraft.documents.v1.DeleteDocumentReply (once)',
    convertQuote:
      'documents.convert-quote paydraft.documents.v1.ConvertQuoteRequest → paydraft.documents.v1.ConvertQuoteReply (once)',
    stats: 'documents.stats paydraft.documents.v1.StatsRequest → paydraft.documents.v1.StatsReply (retried)',
    totals:
      'documents.totals paydraft.documents.v1.TotalsRequest → paydraft.documents.v1.TotalsReply (retried)',
    duplicate:
      'documents.duplicate paydraft.documents.v1.DocumentRef → paydraft.documents.v1.DocumentReply (once)',
    recentActivity:
      'documents.recent-activity paydraft.documents.v1.RecentActivityRequest → paydraft.documents.v1.RecentActivityReply (retried)',
    getPreferences:
      'documents.get-preferences paydraft.documents.v1.GetPreferencesRequest → paydraft.documents.v1.PreferencesReply (retried)',
    savePreferences:
      'documents.save-preferences paydraft.documents.v1.SavePreferencesRequest → paydraft.documents.v1.PreferencesReply (retried)',
    uploadLogo:
      'documents.upload-logo paydraft.documents.v1.UploadLogoRequest → paydraft.documents.v1.UploadLogoReply (retried)',
    deleteLogo:
      'documents.delete-logo paydraft.documents.v1.DeleteLogoRequest → paydraft.documents.v1.DeleteLogoReply (retried)',
    getLogo:
      'documents.get-logo paydraft.documents.v1.GetLogoRequest → paydraft.documents.v1.GetLogoReply (retried)',
    shareLink:
      'documents.share-link paydraft.documents.v1.ShareLinkRequest → paydraft.documents.v1.ShareLinkReply (retried)',
    renewShareLink:
      'documents.renew-share-link paydraft.documents.v1.ShareLinkRequest → paydraft.documents.v1.ShareLinkReply (once)',
    sendDocument:
      'documents.send-document paydraft.documents.v1.SendDocumentRequest → paydraft.documents.v1.SendDocumentReply (once)',
    getShared:
      'documents.get-shared paydraft.documents.v1.SharedDocumentRequest → paydraft.documents.v1.SharedDocumentReply (retried)',
    recordViewed:
      'documents.record-viewed paydraft.documents.v1.SharedDocumentRequest → paydraft.documents.v1.SharedDocumentReply (retried)',
    acceptQuote:
      'documents.accept-quote paydraft.documents.v1.DecideQuoteRequest → paydraft.documents.v1.SharedDocumentReply (once)',
    rejectQuote:
      'documents.reject-quote paydraft.documents.v1.DecideQuoteRequest → paydraft.documents.v1.SharedDocumentReply (once)',
    recordPayment:
      'documents.record-payment paydraft.documents.v1.RecordPaymentRequest → paydraft.documents.v1.RecordPaymentReply (once)',
    deletePayment:
      'documents.delete-payment paydraft.documents.v1.DeletePaymentRequest → paydraft.documents.v1.DocumentReply (once)',
    payable:
      'documents.payable paydraft.documents.v1.PayableRequest → paydraft.documents.v1.PayableReply (retried)',
    recordCardPayment:
      'documents.record-card-payment paydraft.documents.v1.RecordCardPaymentRequest → paydraft.documents.v1.CardPaymentReply (retried)',
    recordCardRefund:
      'documents.record-card-refund paydraft.documents.v1.RecordCardRefundRequest → paydraft.documents.v1.CardPaymentReply (retried)',
    createRecurring:
      'documents.recurring-create paydraft.documents.v1.CreateRecurringRequest → paydraft.documents.v1.RecurringReply (once)',
    listRecurring:
      'documents.recurring-list paydraft.documents.v1.ListRecurringRequest → paydraft.documents.v1.ListRecurringReply (retried)',
    getRecurring:
      'documents.recurring-get paydraft.documents.v1.RecurringRef → paydraft.documents.v1.RecurringReply (retried)',
    updateRecurring:
      'documents.recurring-update paydraft.documents.v1.UpdateRecurringRequest → paydraft.documents.v1.RecurringReply (retried)',
    deleteRecurring:
      'documents.recurring-delete paydraft.documents.v1.RecurringRef → paydraft.documents.v1.DeleteRecurringReply (once)',
    pauseRecurring:
      'documents.recurring-pause paydraft.documents.v1.RecurringRef → paydraft.documents.v1.RecurringReply (retried)',
    resumeRecurring:
      'documents.recurring-resume paydraft.documents.v1.RecurringRef → paydraft.documents.v1.RecurringReply (retried)',
    skipRecurring:
      'documents.recurring-skip paydraft.documents.v1.RecurringRef → paydraft.documents.v1.RecurringReply (once)',
    devClock:
      'documents.dev-clock paydraft.common.v1.DevClockRequest → paydraft.common.v1.DevClockReply (retried)',
    devClockAdvance:
      'documents.dev-clock-advance paydraft.common.v1.DevClockAdvanceRequest → paydraft.common.v1.DevClockReply (once)',
  },
  MailerRpc: {
    sendContactMessage:
      'mailer.send-contact paydraft.mailer.v1.SendContactMessageRequest → paydraft.mailer.v1.SendContactMessageReply (once)',
  },
  PdfRenderRpc: {
    renderDocument:
      'pdf-render.render paydraft.pdf.v1.RenderDocumentRequest → paydraft.pdf.v1.RenderDocumentReply (retried, expensive)',
    renderEInvoice:
      'pdf-render.einvoice paydraft.pdf.v1.RenderEInvoiceRequest → paydraft.pdf.v1.RenderEInvoiceReply (retried, expensive)',
    renderReceipt:
      'pdf-render.receipt paydraft.pdf.v1.RenderReceiptRequest → paydraft.pdf.v1.RenderDocumentReply (retried, expensive)',
  },
};

function describeCall(contract: RpcContract): string {
  const flags = [contract.idempotent ? 'retried' : 'once', ...(contract.expensive ? ['expensive'] : [])];
  return `${contract.subject} ${contract.request.typeName} → ${contract.reply.typeName} (${flags.join(', ')})`;
}

function describeGroup(group: Record<string, RpcContract>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(group).map(([method, contract]) => [method, describeCall(contract)]),
  );
}

describe('the call registry generated from the .proto service blocks', () => {
  it('keeps every subject, message and retry rule of the hand-written list', () => {
    const generated = { AuthRpc, BillingRpc, ClientsRpc, DocumentsRpc, MailerRpc, PdfRenderRpc };

    expect(
      Object.fromEntries(Object.entries(generated).map(([name, group]) => [name, describeGroup(group)])),
    ).toEqual(CALLS_BEFORE_THE_SERVICE_BLOCKS);
  });
});
