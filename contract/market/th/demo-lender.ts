// The Thai demo lender (company 1, apps 1 and 2, at th.localhost and any unknown host).
import { type DemoLender, listOption } from '../demo-lender'
import { TH_PROFILE } from './profile'

const CONFIGS: Record<string, string> = {
  CUSTOMER_SERVICE_FACEBOOK: 'https://www.facebook.com/demo.lender',
  ABOUT_US: 'Demo Lending Co., Ltd. is a licensed personal-loan provider. We never ask you to pay anything to receive your loan.',
  FAQ: 'How long does a decision take? Usually a few seconds.\nCan I repay early? Yes, at any time and without a penalty.\nDo I pay anything to receive my loan? Never. If anyone asks, it is not us.',
  WHATSAPP: 'https://wa.me/6620000000',
  // The same words in the lender's other languages (contract/company-config-keys.ts): the borrower reads their own.
  ABOUT_US_TH: 'บริษัท เดโม เลนดิง จำกัด เป็นผู้ให้บริการสินเชื่อส่วนบุคคลที่ได้รับอนุญาต เราไม่เคยขอให้คุณจ่ายเงินใด ๆ เพื่อรับเงินกู้',
  ABOUT_US_ZH: 'Demo Lending Co., Ltd. 是持牌个人贷款机构。我们绝不会要求您为获得贷款支付任何费用。',
  FAQ_TH: 'การพิจารณาใช้เวลานานเท่าไร? ปกติไม่กี่วินาที\nชำระคืนก่อนกำหนดได้ไหม? ได้ทุกเมื่อ ไม่มีค่าปรับ\nต้องจ่ายเงินอะไรก่อนรับเงินกู้ไหม? ไม่มีเลย หากมีใครขอ นั่นไม่ใช่เรา',
  FAQ_ZH: '审批需要多长时间？通常只需几秒钟。\n可以提前还款吗？可以，随时还款，没有罚金。\n领取贷款前需要付费吗？绝对不需要。如果有人向您要钱，那不是我们。',
  LINE: 'https://line.me/R/ti/p/@demolender',
  WEBSITE: 'https://lender.example',
  MARRIAGE: JSON.stringify([
    listOption('single', { en: 'Single', zh: '未婚', th: 'โสด' }),
    listOption('married', { en: 'Married', zh: '已婚', th: 'สมรส' }),
    listOption('divorced', { en: 'Divorced', zh: '离异', th: 'หย่าร้าง' }),
    listOption('widowed', { en: 'Widowed', zh: '丧偶', th: 'หม้าย' }),
  ]),
  EDUCATION: JSON.stringify([
    listOption('primary', {
      en: 'Primary school',
      zh: '小学',
      th: 'ประถมศึกษา',
    }),
    listOption('secondary', {
      en: 'Secondary school',
      zh: '中学',
      th: 'มัธยมศึกษา',
    }),
    listOption('vocational', {
      en: 'Vocational certificate',
      zh: '职业证书',
      th: 'ประกาศนียบัตรวิชาชีพ',
    }),
    listOption('bachelor', {
      en: "Bachelor's degree",
      zh: '学士',
      th: 'ปริญญาตรี',
    }),
    listOption('master', {
      en: "Master's degree or higher",
      zh: '硕士及以上',
      th: 'ปริญญาโทขึ้นไป',
    }),
  ]),
  LICENCE: JSON.stringify({
    name: 'Demo Lending Co., Ltd.',
    number: 'DEMO-PL-0001',
    regulator: 'Ministry of Finance',
  }),
  PERIOD_UNIT: JSON.stringify('month'),
  // A demo company's 13-digit tax ID as its PromptPay ID: a QR repayment pays into it.
  PAYMENT_QR: JSON.stringify({ promptPayId: '0105566000001' }),
  // A placeholder, not a code the NCB gave: a real lender sets the one its membership carries.
  CREDIT_BUREAU_MEMBER_CODE: 'DEMOTH01',
}

// Thai products start at ฿10,000, which the law lets a lender give anyone earning from ฿6,667 a
// month (1.5 times income below ฿30,000: ./credit-limits.ts), so every demo borrower can be
// offered the minimum; larger amounts only as far as their income allows. They keep within the
// 25% a year cap (contract/market-rules.ts).
export const TH_DEMO_LENDER: DemoLender = {
  company: { id: 1, name: 'Demo Lending Co., Ltd.', market: TH_PROFILE.code },
  apps: [
    {
      id: 1,
      name: 'Jackey Cash',
      min: 10_000,
      max: 3_000_000,
      step: 10_000,
      rate: 800,
      host: 'th.localhost',
      dueDayChoice: true,
      periods: [
        { periods: 6, rate: 900 },
        { periods: 12, rate: 850 },
        { periods: 18, rate: 800 },
        { periods: 24, rate: 800 },
      ],
    },
    {
      id: 2,
      name: 'Jackey Mini',
      min: 10_000,
      max: 300_000,
      step: 10_000,
      rate: 700,
      host: null,
      periods: [
        { periods: 6, rate: 700 },
        { periods: 12, rate: 700 },
      ],
    },
  ],
  configs: CONFIGS,
  referralCode: 'DEMO2026',
}
