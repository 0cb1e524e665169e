// README.txt of the data export, in the borrower's language: what each file and each part of
// data.json holds, and what is kept but cannot be given back.
import type { Locale } from '../../../contract/locales'

export type ReadmeFile =
  | { kind: 'identityFront' | 'identityBack' | 'identityHolding' | 'signature'; path: string }
  | { kind: 'contract' | 'contractSignature'; path: string; orderId: number }

/** A stored file the ZIP carries, at `path`; `key` is where storage keeps it. */
export type ExportFile = ReadmeFile & { key: string }

export type ReadmeInput = { lender: string; exportedAt: string; currency: string; files: ReadmeFile[]; missing: string[] }

const SECTIONS = ['account', 'signIns', 'profile', 'emergencyContacts', 'bankAccount', 'consents', 'loans', 'feedback', 'staffActions'] as const

type Words = {
  title: (lender: string) => string
  exported: (date: string) => string
  intro: (lender: string) => string
  dataJson: (currency: string) => string
  sections: Record<(typeof SECTIONS)[number], string>
  files: Record<'identityFront' | 'identityBack' | 'identityHolding' | 'signature', string> & { contract: (n: number) => string; contractSignature: (n: number) => string }
  missing: (list: string) => string
  secrets: string
  technical: string
}

const en: Words = {
  title: (lender) => `Your data at ${lender}`,
  exported: (date) => `Exported on ${date}.`,
  intro: (lender) => `This archive holds everything ${lender} keeps about you. This file explains what each file is.`,
  dataJson: (currency) => `data.json — all the information, in JSON (open it with any text editor). Every code comes with its name. Amounts are in ${currency}; times are in UTC (ISO 8601).`,
  sections: {
    account: 'your phone number, when you registered, how you found the app, a referral code, whether your account is on hold, and whether you set a withdrawal PIN.',
    signIns: 'each time you signed in: when, when that session was last used and when it ended. We do not keep which phone or browser you used.',
    profile: 'your name, ID, date of birth, contact details, address, work, income and expenses.',
    emergencyContacts: 'the two people you named.',
    bankAccount: 'your bank (by name) and account number.',
    consents: 'each consent you gave, the version of its wording, when you gave it and when you withdrew it.',
    loans: 'each application: its status, the amounts, the quote you saw, our decision, the contract terms, every change of status, the repayment schedule, the payouts to your bank, your repayments and the accounting entries.',
    feedback: 'the messages you sent us.',
    staffActions: "what our staff did on your account (for example viewing an ID photo or approving an application), without the staff member's name.",
  },
  files: {
    identityFront: 'the front of your ID.',
    identityBack: 'the back of your ID.',
    identityHolding: 'the photo of you holding your ID.',
    signature: 'your signature.',
    contract: (n) => `the contract of loan ${n}; open it in a browser.`,
    contractSignature: (n) => `the signature you signed the contract of loan ${n} with.`,
  },
  missing: (list) => `Not included: ${list} could not be read from our storage. Contact us and we will look into it.`,
  secrets:
    'Kept but not exported, because they are secrets that we keep only hashed (scrambled so that nobody, not even we, can read them back): your password, your withdrawal PIN, your sign-in tokens and the one-time SMS codes we sent you.',
  technical:
    'We also keep technical records for a short time: copies of our answers to your requests (30 days, so that a request sent twice does not act twice) and counts of attempts (2 days, against abuse).',
}

const zh: Words = {
  title: (lender) => `您在 ${lender} 的数据`,
  exported: (date) => `导出时间：${date}`,
  intro: (lender) => `此压缩包包含 ${lender} 保存的关于您的全部信息。本文件说明每个文件的内容。`,
  dataJson: (currency) => `data.json — 全部信息，JSON 格式（可用任意文本编辑器打开）。每个代码都附有名称。金额单位为 ${currency}；时间为 UTC 时间（ISO 8601）。`,
  sections: {
    account: '您的手机号码、注册时间、您从何处得知本应用、推荐码、账户是否被暂停，以及是否已设置提现密码。',
    signIns: '每次登录：开始时间、最后使用时间和结束时间。我们不保存您使用的手机或浏览器。',
    profile: '您的姓名、证件号码、出生日期、联系方式、地址、工作、收入和支出。',
    emergencyContacts: '您填写的两位紧急联系人。',
    bankAccount: '您的银行（名称）和账号。',
    consents: '您给予的每项同意、其文本版本、同意时间及撤回时间。',
    loans: '每笔申请：状态、金额、您看到的报价、审核结果、合同条款、每次状态变更、还款计划、打入您银行账户的款项、您的还款以及记账分录。',
    feedback: '您发给我们的消息。',
    staffActions: '我们的工作人员对您账户进行的操作（例如查看证件照片或批准申请），不含工作人员姓名。',
  },
  files: {
    identityFront: '您证件的正面。',
    identityBack: '您证件的背面。',
    identityHolding: '您手持证件的照片。',
    signature: '您的签名。',
    contract: (n) => `借款 ${n} 的合同，请用浏览器打开。`,
    contractSignature: (n) => `您签署借款 ${n} 合同时使用的签名。`,
  },
  missing: (list) => `未包含：无法从我们的存储中读取 ${list}。请联系我们，我们会进行核查。`,
  secrets: '已保存但未导出：以下信息属于机密，我们只保存其哈希值（经过不可逆处理，任何人包括我们都无法还原）：您的登录密码、提现密码、登录令牌，以及我们发送给您的短信验证码。',
  technical: '我们还会短期保存一些技术记录：我们对您请求的应答副本（保存 30 天，以免重复发送的请求被执行两次），以及尝试次数计数（保存 2 天，用于防止滥用）。',
}

const th: Words = {
  title: (lender) => `ข้อมูลของคุณที่ ${lender}`,
  exported: (date) => `ส่งออกเมื่อ ${date}`,
  intro: (lender) => `ไฟล์ชุดนี้มีข้อมูลทั้งหมดที่ ${lender} เก็บไว้เกี่ยวกับคุณ ไฟล์นี้อธิบายว่าแต่ละไฟล์คืออะไร`,
  dataJson: (currency) => `data.json — ข้อมูลทั้งหมดในรูปแบบ JSON (เปิดด้วยโปรแกรมแก้ไขข้อความใดก็ได้) รหัสทุกตัวมีชื่อกำกับ จำนวนเงินเป็นสกุล ${currency} เวลาเป็นเวลา UTC (ISO 8601)`,
  sections: {
    account: 'หมายเลขโทรศัพท์ของคุณ วันที่สมัคร ช่องทางที่คุณรู้จักแอป รหัสแนะนำ บัญชีถูกระงับหรือไม่ และคุณตั้งรหัส PIN สำหรับถอนเงินแล้วหรือไม่',
    signIns: 'การเข้าสู่ระบบแต่ละครั้ง: เริ่มเมื่อใด ใช้งานล่าสุดเมื่อใด และสิ้นสุดเมื่อใด เราไม่เก็บข้อมูลว่าคุณใช้โทรศัพท์หรือเบราว์เซอร์ใด',
    profile: 'ชื่อ เลขประจำตัว วันเกิด ข้อมูลติดต่อ ที่อยู่ งาน รายได้ และค่าใช้จ่ายของคุณ',
    emergencyContacts: 'บุคคลสองคนที่คุณระบุไว้',
    bankAccount: 'ธนาคารของคุณ (ตามชื่อ) และเลขที่บัญชี',
    consents: 'ความยินยอมแต่ละรายการที่คุณให้ไว้ ฉบับของข้อความ เวลาที่ให้ และเวลาที่ถอนความยินยอม',
    loans: 'คำขอกู้แต่ละรายการ: สถานะ จำนวนเงิน ข้อเสนอที่คุณเห็น ผลการพิจารณา เงื่อนไขสัญญา การเปลี่ยนสถานะทุกครั้ง ตารางผ่อนชำระ เงินที่โอนเข้าบัญชีของคุณ การชำระคืนของคุณ และรายการทางบัญชี',
    feedback: 'ข้อความที่คุณส่งถึงเรา',
    staffActions: 'สิ่งที่เจ้าหน้าที่ของเราทำกับบัญชีของคุณ (เช่น ดูรูปบัตรประจำตัว หรืออนุมัติคำขอกู้) โดยไม่ระบุชื่อเจ้าหน้าที่',
  },
  files: {
    identityFront: 'ด้านหน้าบัตรประจำตัวของคุณ',
    identityBack: 'ด้านหลังบัตรประจำตัวของคุณ',
    identityHolding: 'รูปคุณถือบัตรประจำตัว',
    signature: 'ลายมือชื่อของคุณ',
    contract: (n) => `สัญญาเงินกู้เลขที่ ${n} เปิดด้วยเบราว์เซอร์`,
    contractSignature: (n) => `ลายมือชื่อที่คุณใช้ลงนามสัญญาเงินกู้เลขที่ ${n}`,
  },
  missing: (list) => `ไม่ได้รวมไว้: อ่านไฟล์ ${list} จากที่จัดเก็บของเราไม่ได้ กรุณาติดต่อเราเพื่อให้เราตรวจสอบ`,
  secrets:
    'ข้อมูลที่เราเก็บไว้แต่ไม่ได้ส่งออก เพราะเป็นข้อมูลลับที่เราเก็บไว้ในรูปแบบแฮชเท่านั้น (แปลงแล้วไม่มีใครอ่านย้อนกลับได้ แม้แต่เรา): รหัสผ่าน รหัส PIN สำหรับถอนเงิน โทเคนการเข้าสู่ระบบ และรหัส SMS แบบใช้ครั้งเดียวที่เราส่งถึงคุณ',
  technical:
    'นอกจากนี้ เรายังเก็บบันทึกทางเทคนิคไว้ช่วงสั้น ๆ: สำเนาคำตอบของเราต่อคำขอของคุณ (30 วัน เพื่อไม่ให้คำขอที่ส่งซ้ำถูกดำเนินการสองครั้ง) และจำนวนครั้งที่พยายาม (2 วัน เพื่อป้องกันการใช้งานในทางที่ผิด)',
}

const fil: Words = {
  title: (lender) => `Ang iyong data sa ${lender}`,
  exported: (date) => `Na-export noong ${date}.`,
  intro: (lender) => `Nasa archive na ito ang lahat ng itinatago ng ${lender} tungkol sa iyo. Ipinapaliwanag ng file na ito kung ano ang bawat file.`,
  dataJson: (currency) =>
    `data.json — lahat ng impormasyon, sa JSON (mabubuksan sa kahit anong text editor). May kasamang pangalan ang bawat code. Ang mga halaga ay nasa ${currency}; ang mga oras ay nasa UTC (ISO 8601).`,
  sections: {
    account: 'ang numero ng iyong telepono, kung kailan ka nag-register, kung paano mo nalaman ang app, referral code, kung naka-hold ang account mo, at kung nakapag-set ka na ng withdrawal PIN.',
    signIns: 'bawat pag-sign in: kailan nagsimula, kailan huling ginamit at kailan natapos. Hindi namin itinatago kung aling telepono o browser ang ginamit mo.',
    profile: 'ang iyong pangalan, ID, petsa ng kapanganakan, contact details, address, trabaho, kita at gastos.',
    emergencyContacts: 'ang dalawang taong inilagay mo.',
    bankAccount: 'ang iyong bangko (sa pangalan) at account number.',
    consents: 'bawat pahintulot na ibinigay mo, ang bersyon ng teksto nito, kung kailan mo ito ibinigay at kung kailan mo ito binawi.',
    loans: 'bawat aplikasyon: ang status, ang mga halaga, ang quote na nakita mo, ang aming desisyon, ang mga tuntunin ng kontrata, bawat pagbabago ng status, ang iskedyul ng bayad, ang mga ipinadala sa iyong bangko, ang iyong mga bayad at ang mga accounting entry.',
    feedback: 'ang mga mensaheng ipinadala mo sa amin.',
    staffActions: 'ang ginawa ng aming mga kawani sa iyong account (halimbawa, pagtingin sa larawan ng ID o pag-apruba ng aplikasyon), nang hindi binabanggit ang pangalan ng kawani.',
  },
  files: {
    identityFront: 'ang harap ng iyong ID.',
    identityBack: 'ang likod ng iyong ID.',
    identityHolding: 'ang larawan mo habang hawak ang iyong ID.',
    signature: 'ang iyong pirma.',
    contract: (n) => `ang kontrata ng loan ${n}; buksan ito sa browser.`,
    contractSignature: (n) => `ang pirmang ginamit mo sa kontrata ng loan ${n}.`,
  },
  missing: (list) => `Hindi kasama: hindi mabasa mula sa aming storage ang ${list}. Makipag-ugnayan sa amin at titingnan namin ito.`,
  secrets:
    'Itinatago pero hindi ini-export, dahil mga lihim ito na hash lang ang itinatago namin (binago para hindi na mabasa pabalik ninuman, kahit kami): ang iyong password, ang iyong withdrawal PIN, ang iyong mga sign-in token at ang mga one-time SMS code na ipinadala namin sa iyo.',
  technical:
    'Nagtatago rin kami ng mga teknikal na record nang maikling panahon: mga kopya ng aming sagot sa iyong mga request (30 araw, para hindi maulit ang epekto ng request na naipadala nang dalawang beses) at mga bilang ng pagsubok (2 araw, laban sa pang-aabuso).',
}

export const README_WORDS: Readonly<Record<Locale, Words>> = { en, zh, th, fil }

export function readmeText(locale: Locale, input: ReadmeInput): string {
  const w = README_WORDS[locale]
  const describe = (f: ReadmeFile) => (f.kind === 'contract' || f.kind === 'contractSignature' ? w.files[f.kind](f.orderId) : w.files[f.kind])
  const lines = [
    w.title(input.lender),
    w.exported(input.exportedAt),
    '',
    w.intro(input.lender),
    '',
    w.dataJson(input.currency),
    ...SECTIONS.map((section) => `  ${section} — ${w.sections[section]}`),
    '',
    ...input.files.map((f) => `${f.path} — ${describe(f)}`),
    ...(input.missing.length > 0 ? ['', w.missing(input.missing.join(', '))] : []),
    '',
    w.secrets,
    '',
    w.technical,
  ]
  return `${lines.join('\r\n')}\r\n`
}
