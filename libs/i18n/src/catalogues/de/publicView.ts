import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** German: words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{document} von {sender}',
  documentFallback: 'Dokument',
  logo: 'Logo von {sender}',
  senderLogo: 'Logo des Absenders',
  status: {
    draft: 'Entwurf',
    sent: 'Gesendet',
    viewed: 'Angesehen',
    partially_paid: 'Teilweise bezahlt',
    paid: 'Bezahlt',
    overdue: 'Überfällig',
    accepted: 'Angenommen',
    rejected: 'Abgelehnt',
    expired: 'Abgelaufen',
    cancelled: 'Storniert',
  },
  items: 'Positionen',
  totalPaid: 'Gesamt bezahlt',
  amountPaid: 'Bezahlter Betrag',
  paid: 'Bezahlt',
  downloadPdf: 'PDF herunterladen',
  downloaded: 'PDF erfolgreich heruntergeladen!',
  downloadFailed: 'Das Dokument konnte nicht heruntergeladen werden',
  howToPay: 'Zahlungsinformationen',
  instructions: 'Hinweise zur Zahlung',
  payNow: 'Jetzt bezahlen · {amount}',
  payErrors: {
    nothingDue: 'Auf diese Rechnung ist nichts mehr zu zahlen.',
    noCard: 'Kartenzahlung ist für diese Rechnung nicht möglich. Bitte nutzen Sie die Zahlungsinformationen.',
    failed: 'Die Zahlungsseite konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  },
  paymentReturn: {
    received: 'Vielen Dank, Ihre Zahlung ist eingegangen',
    cancelled: 'Zahlung abgebrochen. Es wurde nichts abgebucht.',
    processing: 'Zahlung wird verarbeitet…',
    pending:
      'Ihre Zahlung wird bestätigt. Sobald sie bestätigt ist, zeigt diese Seite die Rechnung als bezahlt; Sie können sie später neu laden.',
  },
  decision: {
    accept: 'Angebot annehmen',
    reject: 'Angebot ablehnen',
    cancel: 'Abbrechen',
    acceptTitle: 'Angebot {number} annehmen',
    rejectTitle: 'Angebot {number} ablehnen?',
    acceptExplanation:
      'Geben Sie Ihren vollständigen Namen ein, um dieses Angebot anzunehmen. Ihr Name und der Zeitpunkt werden dazu gespeichert.',
    rejectExplanation:
      'Der Absender erfährt, dass Sie dieses Angebot abgelehnt haben. Dies kann nicht rückgängig gemacht werden.',
    name: 'Vollständiger Name',
    nameRequired: 'Bitte geben Sie Ihren vollständigen Namen ein',
    nameTooLong: '{max, plural, one {Höchstens # Zeichen} other {Höchstens # Zeichen}}',
    accepted: 'Angebot erfolgreich angenommen!',
    rejected: 'Angebot erfolgreich abgelehnt!',
    acceptFailed: 'Das Angebot konnte nicht angenommen werden',
    rejectFailed: 'Das Angebot konnte nicht abgelehnt werden',
    alreadyDecided: 'Über dieses Angebot wurde bereits entschieden',
    revised: 'Dieses Angebot wurde inzwischen überarbeitet: Bitte prüfen Sie die neueste Fassung',
  },
  decided: {
    acceptedByOn: 'Angenommen von {name} am {date}',
    acceptedBy: 'Angenommen von {name}',
    acceptedOn: 'Angenommen am {date}',
    accepted: 'Angenommen',
    rejectedOn: 'Abgelehnt am {date}',
    rejected: 'Abgelehnt',
  },
  revision: {
    label: 'Fassung {revision}',
    newer:
      'Es gibt eine neuere Fassung dieses Angebots: Fassung {latest}. Diese Seite zeigt Fassung {shown} so, wie darüber entschieden wurde.',
    view: 'Fassung {revision} ansehen',
    earlier: 'Frühere Fassungen',
  },
  madeWith: 'Erstellt mit',
} satisfies Messages<typeof english>;
