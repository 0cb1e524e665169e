// The bureau's and the scorecard's reasons (contract/credit/credit-reasons.ts) in each of the
// app's languages, for the data export: the same words as the app's (locales/*.po).
import type { CREDIT_REASONS } from '../../../contract/credit/credit-reasons'
import type { Locale } from '../../../contract/locales'

type CreditReason = (typeof CREDIT_REASONS)[number]

export const CREDIT_REASON_WORDS: Record<Locale, Record<CreditReason, string>> = {
  en: {
    bureau_consent_missing: 'You did not allow a credit bureau check, so a person is reviewing your application.',
    bureau_unavailable: 'The credit bureau did not answer in time, so a person is reviewing your application.',
    above_score_limit: 'The amount is above what we can lend with your current credit assessment.',
    score_age: 'Your age weighed against your application in our credit assessment.',
    score_payment_to_spare: 'The repayments would take a large share of what is left of your income after expenses.',
    score_amount_to_income: 'The amount is large compared with your monthly income.',
    score_bureau_open_loans: 'The credit bureau reports several loans you are still repaying.',
    score_bureau_worst_delinquency: 'The credit bureau reports late payments on your loans.',
    score_bureau_past_due: 'The credit bureau reports money past due on your loans now.',
    score_bureau_inquiries: 'Several lenders have checked your credit recently.',
    score_repaid_loans: 'You have not yet repaid a loan with us.',
  },
  zh: {
    bureau_consent_missing: '您未同意查询征信，因此您的申请将由工作人员审核。',
    bureau_unavailable: '征信机构未能及时答复，因此您的申请将由工作人员审核。',
    above_score_limit: '根据您目前的信用评估，该金额超出了我们可出借的额度。',
    score_age: '在我们的信用评估中，您的年龄对申请不利。',
    score_payment_to_spare: '还款额将占您扣除开支后剩余收入的很大一部分。',
    score_amount_to_income: '与您的月收入相比，该金额过大。',
    score_bureau_open_loans: '征信机构显示您有多笔尚在还款的贷款。',
    score_bureau_worst_delinquency: '征信机构显示您的贷款有逾期还款记录。',
    score_bureau_past_due: '征信机构显示您的贷款目前有逾期未还的金额。',
    score_bureau_inquiries: '近期有多家贷款机构查询过您的信用。',
    score_repaid_loans: '您尚未在我们这里还清过贷款。',
  },
  th: {
    bureau_consent_missing: 'คุณไม่ได้ยินยอมให้ตรวจสอบข้อมูลเครดิต เจ้าหน้าที่จึงกำลังพิจารณาคำขอของคุณ',
    bureau_unavailable: 'เครดิตบูโรไม่ตอบกลับภายในเวลา เจ้าหน้าที่จึงกำลังพิจารณาคำขอของคุณ',
    above_score_limit: 'จำนวนเงินสูงกว่าที่เราให้กู้ได้ตามผลประเมินเครดิตปัจจุบันของคุณ',
    score_age: 'อายุของคุณมีผลในทางลบต่อคำขอในการประเมินเครดิตของเรา',
    score_payment_to_spare: 'ค่างวดจะเป็นสัดส่วนที่สูงของรายได้ที่เหลือหลังหักค่าใช้จ่าย',
    score_amount_to_income: 'จำนวนเงินสูงเมื่อเทียบกับรายได้ต่อเดือนของคุณ',
    score_bureau_open_loans: 'เครดิตบูโรแสดงว่าคุณมีสินเชื่อหลายรายการที่ยังผ่อนอยู่',
    score_bureau_worst_delinquency: 'เครดิตบูโรแสดงว่าคุณเคยชำระสินเชื่อล่าช้า',
    score_bureau_past_due: 'เครดิตบูโรแสดงว่าขณะนี้คุณมียอดค้างชำระเกินกำหนด',
    score_bureau_inquiries: 'มีผู้ให้กู้หลายรายตรวจสอบเครดิตของคุณเมื่อเร็ว ๆ นี้',
    score_repaid_loans: 'คุณยังไม่เคยชำระสินเชื่อกับเราครบ',
  },
  fil: {
    bureau_consent_missing: 'Hindi ka pumayag sa pagsusuri ng credit bureau, kaya isang tao ang sumusuri sa iyong aplikasyon.',
    bureau_unavailable: 'Hindi sumagot sa oras ang credit bureau, kaya isang tao ang sumusuri sa iyong aplikasyon.',
    above_score_limit: 'Mas mataas ang halaga sa kaya naming ipahiram batay sa kasalukuyang pagtatasa ng iyong credit.',
    score_age: 'Naging laban sa iyong aplikasyon ang iyong edad sa aming pagtatasa ng credit.',
    score_payment_to_spare: 'Malaking bahagi ng natitira sa iyong kita pagkatapos ng gastos ang mapupunta sa bayad.',
    score_amount_to_income: 'Malaki ang halaga kumpara sa iyong buwanang kita.',
    score_bureau_open_loans: 'Ayon sa credit bureau, may ilang loan ka pang binabayaran.',
    score_bureau_worst_delinquency: 'Ayon sa credit bureau, may mga late na bayad ka sa iyong mga loan.',
    score_bureau_past_due: 'Ayon sa credit bureau, may overdue kang halaga sa iyong mga loan ngayon.',
    score_bureau_inquiries: 'Maraming nagpapautang ang tumingin sa iyong credit kamakailan.',
    score_repaid_loans: 'Hindi ka pa nakakabayad nang buo ng loan sa amin.',
  },
}
