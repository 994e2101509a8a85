import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** Polish: words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{document} od {sender}',
  documentFallback: 'Dokument',
  logo: 'Logo {sender}',
  senderLogo: 'Logo wystawcy',
  status: {
    draft: 'Szkic',
    sent: 'Wysłano',
    viewed: 'Wyświetlono',
    partially_paid: 'Częściowo opłacono',
    paid: 'Opłacono',
    overdue: 'Po terminie',
    accepted: 'Zaakceptowano',
    rejected: 'Odrzucono',
    expired: 'Wygasło',
    cancelled: 'Anulowano',
  },
  items: 'Pozycje',
  totalPaid: 'Zapłacono łącznie',
  amountPaid: 'Kwota zapłacona',
  paid: 'Opłacono',
  downloadPdf: 'Pobierz PDF',
  downloaded: 'Pobrano PDF!',
  downloadFailed: 'Nie udało się pobrać dokumentu',
  howToPay: 'Jak zapłacić',
  instructions: 'Instrukcje',
  payNow: 'Zapłać teraz · {amount}',
  payErrors: {
    nothingDue: 'Do zapłaty na tej fakturze nie pozostało już nic.',
    noCard: 'Płatność kartą nie jest dostępna dla tej faktury. Skorzystaj z danych do płatności.',
    failed: 'Nie udało się otworzyć strony płatności. Spróbuj ponownie.',
  },
  paymentReturn: {
    received: 'Dziękujemy, otrzymaliśmy Twoją płatność',
    cancelled: 'Płatność anulowana. Nie pobrano żadnej kwoty.',
    processing: 'Przetwarzanie płatności…',
    pending:
      'Twoja płatność jest potwierdzana. Po potwierdzeniu ta strona pokaże fakturę jako opłaconą; możesz ją później odświeżyć.',
  },
  decision: {
    accept: 'Akceptuj ofertę',
    reject: 'Odrzuć ofertę',
    cancel: 'Anuluj',
    acceptTitle: 'Akceptuj ofertę {number}',
    rejectTitle: 'Odrzucić ofertę {number}?',
    acceptExplanation:
      'Wpisz swoje imię i nazwisko, aby zaakceptować tę ofertę. Imię i nazwisko oraz czas zostaną zapisane wraz z nią.',
    rejectExplanation:
      'Wystawca zostanie poinformowany, że odrzuciłeś tę ofertę. Tej operacji nie można cofnąć.',
    name: 'Imię i nazwisko',
    nameRequired: 'Wpisz swoje imię i nazwisko',
    nameTooLong:
      '{max, plural, one {Maksymalnie # znak} few {Maksymalnie # znaki} many {Maksymalnie # znaków} other {Maksymalnie # znaku}}',
    accepted: 'Oferta zaakceptowana!',
    rejected: 'Oferta odrzucona!',
    acceptFailed: 'Nie udało się zaakceptować oferty',
    rejectFailed: 'Nie udało się odrzucić oferty',
    alreadyDecided: 'Decyzja w sprawie tej oferty została już podjęta',
    revised: 'Ta oferta została w międzyczasie zmieniona: zapoznaj się z najnowszą wersją',
  },
  decided: {
    acceptedByOn: 'Zaakceptowano przez {name} dnia {date}',
    acceptedBy: 'Zaakceptowano przez {name}',
    acceptedOn: 'Zaakceptowano dnia {date}',
    accepted: 'Zaakceptowano',
    rejectedOn: 'Odrzucono dnia {date}',
    rejected: 'Odrzucono',
  },
  revision: {
    label: 'Wersja {revision}',
    newer:
      'Istnieje nowsza wersja tej oferty: wersja {latest}. Ta strona pokazuje wersję {shown} w takiej postaci, w jakiej została rozstrzygnięta.',
    view: 'Zobacz wersję {revision}',
    earlier: 'Wcześniejsze wersje',
  },
  madeWith: 'Utworzono w',
} satisfies Messages<typeof english>;
