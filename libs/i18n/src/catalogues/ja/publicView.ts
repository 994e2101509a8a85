import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** Japanese: words only the public view uses (see en/publicView). */
export const publicView = {
  pageTitle: '{sender} からの{document}',
  documentFallback: '書類',
  logo: '{sender} のロゴ',
  senderLogo: '差出人のロゴ',
  status: {
    draft: '下書き',
    sent: '送付済み',
    viewed: '閲覧済み',
    partially_paid: '一部入金済み',
    paid: '支払済み',
    overdue: '期限超過',
    accepted: '承諾済み',
    rejected: '辞退済み',
    expired: '期限切れ',
    cancelled: '取消済み',
  },
  items: '明細',
  totalPaid: 'お支払い合計',
  amountPaid: 'お支払い済み金額',
  paid: '支払済み',
  downloadPdf: 'PDFをダウンロード',
  downloaded: 'PDFをダウンロードしました',
  downloadFailed: '書類をダウンロードできませんでした',
  howToPay: 'お支払い方法',
  instructions: 'ご案内',
  payNow: '今すぐ支払う · {amount}',
  payErrors: {
    nothingDue: 'この請求書にお支払い残高はありません。',
    noCard: 'この請求書ではカード決済をご利用いただけません。お振込先をご利用ください。',
    failed: 'お支払いページを開けませんでした。もう一度お試しください。',
  },
  paymentReturn: {
    received: 'ありがとうございます。お支払いを受け付けました',
    cancelled: 'お支払いはキャンセルされました。請求は発生していません。',
    processing: 'お支払いを処理しています…',
    pending:
      'お支払いを確認しています。確認が済むとこのページに支払済みと表示されます。後で再読み込みしてください。',
  },
  decision: {
    accept: '見積書を承諾する',
    reject: '見積書を辞退する',
    cancel: 'キャンセル',
    acceptTitle: '見積書 {number} を承諾',
    rejectTitle: '見積書 {number} を辞退しますか？',
    acceptExplanation:
      'この見積書を承諾するには氏名をフルネームで入力してください。氏名と日時が記録されます。',
    rejectExplanation: '差出人に辞退したことが通知されます。この操作は取り消せません。',
    name: '氏名',
    nameRequired: '氏名を入力してください',
    nameTooLong: '{max, plural, other {# 文字以内}}',
    accepted: '見積書を承諾しました',
    rejected: '見積書を辞退しました',
    acceptFailed: '見積書を承諾できませんでした',
    rejectFailed: '見積書を辞退できませんでした',
    alreadyDecided: 'この見積書はすでに回答済みです',
    revised: 'この見積書はその後改訂されました。最新の版をご確認ください',
  },
  decided: {
    acceptedByOn: '{name} が {date} に承諾',
    acceptedBy: '{name} が承諾',
    acceptedOn: '{date} に承諾',
    accepted: '承諾済み',
    rejectedOn: '{date} に辞退',
    rejected: '辞退済み',
  },
  revision: {
    label: '第{revision}版',
    newer:
      'この見積書には新しい版があります: 第{latest}版。このページには回答時の第{shown}版が表示されています。',
    view: '第{revision}版を見る',
    earlier: '以前の版',
  },
  madeWith: '作成:',
} satisfies Messages<typeof english>;
