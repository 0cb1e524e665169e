// The names the data export gives its codes, in each of the app's languages: the borrower reads
// "Repaying", not 4. The same words as the app's (locales/*.po), which the server cannot import.
import type { ConsentPurpose, Role } from '../../../contract/consents'
import type { DecisionReason } from '../../../contract/decision-reasons'
import type { HoldReason } from '../../../contract/hold-reasons'
import type { Locale } from '../../../contract/locales'
import type { OrderStatus, PeriodStatus } from '../../../contract/order-status'
import type { PayoutFailure } from '../../../contract/payout-failures'
import type { LedgerAccount } from '../money/ledger'
import { CREDIT_REASON_WORDS } from './export-credit-words'

export type MoneyStatus = 'pending' | 'succeeded' | 'failed'
export type ActorKind = 'you' | 'staff' | 'automatic'
export type StaffAction = 'hold' | 'lift_hold' | 'reveal' | 'view_photo' | 'approve' | 'refuse' | 'retry_disbursement' | 'kyc_verify' | 'kyc_reject'

export type ExportWords = {
  orderStatus: Record<OrderStatus, string>
  periodStatus: Record<PeriodStatus, string>
  money: Record<MoneyStatus, string>
  consent: Record<ConsentPurpose, string>
  hold: Record<HoldReason, string>
  payoutFailure: Record<PayoutFailure, string>
  decision: Record<DecisionReason, string>
  sex: Record<1 | 2, string>
  role: Record<Role, string>
  ledger: Record<LedgerAccount, string>
  actor: Record<ActorKind, string>
  staffAction: Record<StaffAction, string>
}

const en: ExportWords = {
  orderStatus: { 0: 'Submitted', 1: 'Under review', 3: 'Approved', 4: 'Repaying', 5: 'Refused', 9: 'Ready to withdraw', 10: 'Settled', 12: 'Cancelled', 13: 'Written off (still owed)' },
  periodStatus: { 0: 'Not yet paid', 1: 'Repaid', 2: 'Overdue' },
  money: { pending: 'In progress', succeeded: 'Completed', failed: 'Failed' },
  consent: { identity_verification: 'Checking who you are', bank_account: 'Your bank account', credit_assessment: 'Deciding on your application', borrowing_policy: 'Borrowing policy', credit_bureau: 'Asking the credit bureau about you' },
  hold: {
    reupload_identity_photo: 'Please take your identity photos again: one of them could not be read.',
    verify_bank_account: 'We need to confirm that the bank account is in your own name.',
    identity_under_review: 'Our team is checking your identity. This usually takes one working day.',
    account_security_check: 'We are checking recent activity on your account to keep it safe.',
  },
  payoutFailure: {
    account_closed: 'Your bank says this account is closed.',
    name_mismatch: 'The name on this bank account is not the name you verified.',
    account_invalid: 'Your bank does not know this account number.',
    bank_unavailable: 'Your bank could not take the payment just now.',
  },
  decision: {
    age_out_of_range: 'Your age is outside the range we can lend to.',
    identity_not_verified: 'We could not verify your identity.',
    bank_not_verified: 'We could not verify your bank account.',
    not_affordable: 'After your monthly expenses, your income would not cover the repayments with enough to spare.',
    open_loan: 'You already have a loan that is not fully repaid.',
    amount_out_of_limits: 'The amount is outside what we can lend.',
    profile_incomplete: 'Your information is not complete.',
    above_legal_limit: 'The law limits how much we can lend for your monthly income.',
    too_many_lenders: 'You already have personal loans from as many lenders as the law allows.',
    below_living_minimum: 'The repayments would leave you too little to live on each month.',
    debt_service_limit: 'Together with your other debts, the repayments would take too large a share of your income.',
    fraud: 'We could not confirm the information in your application.',
    other: 'We cannot offer you a loan at this time. If you have questions, contact our customer service.',
    ...CREDIT_REASON_WORDS.en,
  },
  sex: { 1: 'Male', 2: 'Female' },
  role: { working: 'Working', studying: 'Studying' },
  ledger: { receivable: 'Owed by you', cash: 'Money paid out or received', interest_income: 'Interest', borrower_credit: 'Paid beyond what was owed (owed back to you)', loss: 'Written off by the lender (still owed by you)', recovery: 'Paid after the write-off' },
  actor: { you: 'You', staff: "The lender's staff", automatic: 'Automatically' },
  staffAction: {
    hold: 'Put your account on hold',
    lift_hold: 'Lifted the hold on your account',
    reveal: 'Viewed a full number of yours',
    view_photo: 'Viewed one of your identity photos',
    kyc_verify: 'Checked your identity documents and verified your identity',
    kyc_reject: 'Checked your identity documents and asked you for new ones',
    approve: 'Approved your application',
    refuse: 'Refused your application',
    retry_disbursement: 'Sent a failed payout again',
  },
}

const zh: ExportWords = {
  orderStatus: { 0: '已提交', 1: '审核中', 3: '已批准', 4: '还款中', 5: '未通过', 9: '可提现', 10: '已结清', 12: '已取消', 13: '已核销（仍需还款）' },
  periodStatus: { 0: '未还款', 1: '已还款', 2: '已逾期' },
  money: { pending: '处理中', succeeded: '已完成', failed: '失败' },
  consent: { identity_verification: '核实您的身份', bank_account: '您的银行账户', credit_assessment: '审核您的借款申请', borrowing_policy: '借款政策', credit_bureau: '向征信机构查询您的信用记录' },
  hold: {
    reupload_identity_photo: '请重新拍摄身份认证照片，其中有一张无法识别。',
    verify_bank_account: '我们需要确认该银行账户是您本人名下的账户。',
    identity_under_review: '我们正在核实您的身份，通常需要 1 个工作日。',
    account_security_check: '为保障账号安全，我们正在核查您账号的近期操作。',
  },
  payoutFailure: {
    account_closed: '您的银行表示该账户已注销。',
    name_mismatch: '该银行账户的户名与您已认证的姓名不一致。',
    account_invalid: '您的银行无法识别这个银行账号。',
    bank_unavailable: '您的银行暂时无法接收这笔款项。',
  },
  decision: {
    age_out_of_range: '您的年龄不在我们可出借的范围内。',
    identity_not_verified: '我们无法验证您的身份。',
    bank_not_verified: '我们无法验证您的银行账户。',
    not_affordable: '扣除每月开支后，您的收入不足以在还款后留有足够的结余。',
    open_loan: '您有一笔借款尚未还清。',
    amount_out_of_limits: '该金额超出了我们可出借的范围。',
    profile_incomplete: '您的信息不完整。',
    above_legal_limit: '法律根据您的月收入限制了我们可以借给您的金额。',
    too_many_lenders: '您从其他贷款机构获得的个人贷款已达到法律允许的机构数量。',
    below_living_minimum: '还款后，您每月剩下的生活费将过少。',
    debt_service_limit: '加上您的其他债务，还款将占您收入的比例过高。',
    fraud: '我们无法核实您申请中的信息。',
    other: '我们目前无法为您提供贷款。如有疑问，请联系我们的客服。',
    ...CREDIT_REASON_WORDS.zh,
  },
  sex: { 1: '男', 2: '女' },
  role: { working: '在职', studying: '在读' },
  ledger: { receivable: '您尚欠的款项', cash: '已放款或已收款', interest_income: '利息', borrower_credit: '超出应还金额的付款（应退还给您）', loss: '贷款方已核销（您仍需偿还）', recovery: '核销后的还款' },
  actor: { you: '您本人', staff: '出借方工作人员', automatic: '系统自动' },
  staffAction: {
    hold: '暂停了您的账户',
    lift_hold: '解除了您账户的暂停',
    reveal: '查看了您的一个完整号码',
    view_photo: '查看了您的一张身份认证照片',
    kyc_verify: '核对了您的身份证件并确认了您的身份',
    kyc_reject: '核对了您的身份证件并请您重新提交',
    approve: '批准了您的申请',
    refuse: '拒绝了您的申请',
    retry_disbursement: '重新发起了一笔失败的放款',
  },
}

const th: ExportWords = {
  orderStatus: { 0: 'ส่งคำขอแล้ว', 1: 'กำลังพิจารณา', 3: 'อนุมัติแล้ว', 4: 'อยู่ระหว่างชำระคืน', 5: 'ไม่อนุมัติ', 9: 'พร้อมถอนเงิน', 10: 'ชำระครบแล้ว', 12: 'ยกเลิกแล้ว', 13: 'ตัดเป็นหนี้สูญแล้ว (ยังต้องชำระ)' },
  periodStatus: { 0: 'ยังไม่ได้ชำระ', 1: 'ชำระแล้ว', 2: 'เกินกำหนดชำระ' },
  money: { pending: 'กำลังดำเนินการ', succeeded: 'สำเร็จ', failed: 'ไม่สำเร็จ' },
  consent: { identity_verification: 'การยืนยันตัวตน', bank_account: 'บัญชีธนาคารของคุณ', credit_assessment: 'การพิจารณาคำขอกู้ของคุณ', borrowing_policy: 'นโยบายการกู้เงิน', credit_bureau: 'การตรวจสอบข้อมูลเครดิตของคุณกับเครดิตบูโร' },
  hold: {
    reupload_identity_photo: 'กรุณาถ่ายรูปยืนยันตัวตนใหม่อีกครั้ง เพราะมีรูปหนึ่งที่ระบบอ่านไม่ได้',
    verify_bank_account: 'เราต้องตรวจสอบว่าบัญชีธนาคารนี้เป็นชื่อของคุณเอง',
    identity_under_review: 'ทีมงานกำลังตรวจสอบตัวตนของคุณ โดยปกติใช้เวลา 1 วันทำการ',
    account_security_check: 'เรากำลังตรวจสอบการใช้งานล่าสุดในบัญชีของคุณ เพื่อความปลอดภัยของบัญชี',
  },
  payoutFailure: {
    account_closed: 'ธนาคารของคุณแจ้งว่าบัญชีนี้ปิดแล้ว',
    name_mismatch: 'ชื่อบัญชีธนาคารนี้ไม่ตรงกับชื่อที่คุณยืนยันตัวตนไว้',
    account_invalid: 'ธนาคารของคุณไม่พบเลขที่บัญชีนี้',
    bank_unavailable: 'ธนาคารของคุณยังรับเงินโอนไม่ได้ในขณะนี้',
  },
  decision: {
    age_out_of_range: 'อายุของคุณอยู่นอกช่วงที่เราให้กู้ได้',
    identity_not_verified: 'เรายืนยันตัวตนของคุณไม่ได้',
    bank_not_verified: 'เราตรวจสอบบัญชีธนาคารของคุณไม่ได้',
    not_affordable: 'เมื่อหักค่าใช้จ่ายรายเดือนแล้ว รายได้ของคุณไม่พอสำหรับชำระคืนโดยยังมีเงินเหลือใช้เพียงพอ',
    open_loan: 'คุณมีเงินกู้ที่ยังชำระคืนไม่ครบอยู่แล้ว',
    amount_out_of_limits: 'จำนวนเงินอยู่นอกช่วงที่เราให้กู้ได้',
    profile_incomplete: 'ข้อมูลของคุณไม่ครบถ้วน',
    above_legal_limit: 'กฎหมายจำกัดวงเงินที่เราให้กู้ได้ตามรายได้ต่อเดือนของคุณ',
    too_many_lenders: 'คุณมีสินเชื่อส่วนบุคคลจากผู้ให้กู้ครบจำนวนที่กฎหมายกำหนดแล้ว',
    below_living_minimum: 'ค่างวดจะทำให้คุณมีเงินเหลือใช้จ่ายในแต่ละเดือนน้อยเกินไป',
    debt_service_limit: 'เมื่อรวมกับหนี้อื่นของคุณ ค่างวดจะเป็นสัดส่วนของรายได้ที่มากเกินไป',
    fraud: 'เราไม่สามารถยืนยันข้อมูลในใบสมัครของคุณได้',
    other: 'ขณะนี้เราไม่สามารถให้สินเชื่อแก่คุณได้ หากมีคำถาม โปรดติดต่อฝ่ายบริการลูกค้าของเรา',
    ...CREDIT_REASON_WORDS.th,
  },
  sex: { 1: 'ชาย', 2: 'หญิง' },
  role: { working: 'ทำงาน', studying: 'กำลังศึกษา' },
  ledger: { receivable: 'ยอดที่คุณค้างชำระ', cash: 'เงินที่โอนออกหรือได้รับ', interest_income: 'ดอกเบี้ย', borrower_credit: 'เงินที่ชำระเกินยอดค้าง (ต้องคืนให้คุณ)', loss: 'ผู้ให้กู้ตัดเป็นหนี้สูญ (คุณยังต้องชำระ)', recovery: 'เงินที่ชำระหลังตัดหนี้สูญ' },
  actor: { you: 'คุณ', staff: 'เจ้าหน้าที่ของผู้ให้กู้', automatic: 'ระบบอัตโนมัติ' },
  staffAction: {
    hold: 'ระงับบัญชีของคุณชั่วคราว',
    lift_hold: 'ยกเลิกการระงับบัญชีของคุณ',
    reveal: 'ดูหมายเลขเต็มของคุณ',
    view_photo: 'ดูรูปยืนยันตัวตนของคุณ',
    kyc_verify: 'ตรวจเอกสารยืนยันตัวตนของคุณและยืนยันตัวตนแล้ว',
    kyc_reject: 'ตรวจเอกสารยืนยันตัวตนของคุณและขอให้ส่งใหม่',
    approve: 'อนุมัติคำขอกู้ของคุณ',
    refuse: 'ไม่อนุมัติคำขอกู้ของคุณ',
    retry_disbursement: 'โอนเงินกู้ที่ไม่สำเร็จอีกครั้ง',
  },
}

const fil: ExportWords = {
  orderStatus: { 0: 'Naipasa na', 1: 'Sinusuri', 3: 'Aprubado', 4: 'Nagbabayad', 5: 'Tinanggihan', 9: 'Handa nang i-withdraw', 10: 'Tapos na', 12: 'Kinansela', 13: 'Na-write off (may utang pa rin)' },
  periodStatus: { 0: 'Hindi pa bayad', 1: 'Bayad na', 2: 'Lampas na sa takdang petsa' },
  money: { pending: 'Pinoproseso', succeeded: 'Natapos', failed: 'Hindi natuloy' },
  consent: { identity_verification: 'Sinusuri kung sino ka', bank_account: 'Ang iyong bank account', credit_assessment: 'Pinagpapasyahan ang iyong aplikasyon', borrowing_policy: 'Patakaran sa paghiram', credit_bureau: 'Pagtatanong sa credit bureau tungkol sa iyo' },
  hold: {
    reupload_identity_photo: 'Pakikuha muli ang mga larawan ng iyong ID: may isang hindi mabasa.',
    verify_bank_account: 'Kailangan naming kumpirmahin na nakapangalan sa iyo ang bank account.',
    identity_under_review: 'Sinusuri ng aming team ang iyong pagkakakilanlan. Kadalasan ay inaabot ito ng isang araw ng trabaho.',
    account_security_check: 'Sinusuri namin ang mga kamakailang aktibidad sa iyong account para mapanatili itong ligtas.',
  },
  payoutFailure: {
    account_closed: 'Sabi ng iyong bangko, sarado na ang account na ito.',
    name_mismatch: 'Hindi tugma ang pangalan sa bank account na ito sa pangalang na-verify mo.',
    account_invalid: 'Hindi kilala ng iyong bangko ang account number na ito.',
    bank_unavailable: 'Hindi matanggap ng iyong bangko ang bayad sa ngayon.',
  },
  decision: {
    age_out_of_range: 'Hindi pasok ang edad mo sa mga edad na maaari naming pahiramin.',
    identity_not_verified: 'Hindi namin ma-verify ang iyong pagkakakilanlan.',
    bank_not_verified: 'Hindi namin ma-verify ang iyong bank account.',
    not_affordable: 'Pagkatapos ng buwanang gastos mo, hindi sapat ang kita mo para sa mga hulog nang may matitira pa.',
    open_loan: 'May loan ka pang hindi pa bayad nang buo.',
    amount_out_of_limits: 'Hindi pasok ang halagang ito sa kaya naming ipahiram.',
    profile_incomplete: 'Hindi kumpleto ang iyong impormasyon.',
    above_legal_limit: 'May hangganan ang batas sa halagang maipapahiram namin batay sa buwanang kita mo.',
    too_many_lenders: 'May personal na pautang ka na mula sa pinakamaraming nagpapautang na pinapayagan ng batas.',
    below_living_minimum: 'Masyadong kaunti ang matitira sa iyo para mabuhay bawat buwan dahil sa mga hulog.',
    debt_service_limit: 'Kasama ng iba mo pang utang, masyadong malaking bahagi ng kita mo ang mapupunta sa mga hulog.',
    fraud: 'Hindi namin makumpirma ang impormasyon sa iyong aplikasyon.',
    other: 'Hindi ka namin mapapautang sa ngayon. Kung may tanong ka, makipag-ugnayan sa aming customer service.',
    ...CREDIT_REASON_WORDS.fil,
  },
  sex: { 1: 'Lalaki', 2: 'Babae' },
  role: { working: 'Nagtatrabaho', studying: 'Nag-aaral' },
  ledger: { receivable: 'Utang mo', cash: 'Perang ipinadala o natanggap', interest_income: 'Interes', borrower_credit: 'Sobrang bayad (ibabalik sa iyo)', loss: 'Na-write off ng nagpapautang (utang mo pa rin)', recovery: 'Bayad pagkatapos ng write-off' },
  actor: { you: 'Ikaw', staff: 'Kawani ng nagpapahiram', automatic: 'Awtomatiko' },
  staffAction: {
    hold: 'Pansamantalang ipinahinto ang iyong account',
    lift_hold: 'Inalis ang pagpapahinto sa iyong account',
    reveal: 'Tiningnan ang buong numero mo',
    view_photo: 'Tiningnan ang isa sa mga larawan ng iyong ID',
    kyc_verify: 'Sinuri ang iyong mga dokumento ng pagkakakilanlan at kinumpirma ang iyong pagkakakilanlan',
    kyc_reject: 'Sinuri ang iyong mga dokumento ng pagkakakilanlan at humingi ng bago',
    approve: 'Inaprubahan ang iyong aplikasyon',
    refuse: 'Tinanggihan ang iyong aplikasyon',
    retry_disbursement: 'Ipinadala muli ang hindi natuloy na payout',
  },
}

export const EXPORT_WORDS: Readonly<Record<Locale, ExportWords>> = { en, zh, th, fil }

/** `{ code, name }`: the code a machine reads beside the word the borrower reads (the code itself when the list has no word for it). */
export function named<C extends string | number>(names: Readonly<Record<string | number, string>>, code: C): { code: C; name: string } {
  return { code, name: names[code] ?? String(code) }
}
