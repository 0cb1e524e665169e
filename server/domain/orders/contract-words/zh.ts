import type { ContractWords } from './words'

// Per period ("每月") and counted ("12 个月").
const UNITS = { month: ['月', '个月'], week: ['周', '周'], day: ['天', '天'] } as const

export const ZH: ContractWords = {
  title: (orderId) => `贷款合同（编号 ${orderId}）`,
  draft: '草稿——未签署',
  draftNote: '这是请您签署的合同。在您于应用中以签名接受之前，它对任何一方均无约束力。',
  lender: (name, licence, regulator) => `贷款方：${name}，许可证号 ${licence}（${regulator}）。`,
  borrower: (name, idDocument, phone) => `借款人：${name}，${idDocument}，电话 ${phone}。`,
  idNumber: (masked) => `证件号 ${masked}`,
  costHeading: '贷款费用',
  amountFinanced: '贷款金额',
  netProceeds: '打入您银行账户的金额',
  financeCharge: '利息总额',
  totalToRepay: '应还总额',
  interestRate: '利率',
  interest: (percent, periods, unit) => `每${UNITS[unit][0]} ${percent}，共 ${periods} ${UNITS[unit][1]}`,
  apr: '年化利率（APR）',
  effectiveAnnual: '实际年利率',
  nominalRate: '名义利率',
  effectiveRate: '实际利率（EIR）',
  aMonth: (percent) => `每月 ${percent}`,
  fees: '费用',
  noFees: '无',
  scheduleHeading: '还款计划',
  period: '期数',
  dueDate: '到期日',
  amount: '金额',
  rightsHeading: '您的权利',
  rights: [
    '贷款不扣除任何款项，领取贷款也不收取任何费用。我们绝不会要求您为领取贷款支付任何费用。',
    '在任何款项打入您的银行账户之前，您可随时免费取消。',
    '您可随时提前还款，部分或全部均可，且不收取任何费用或罚金。一次结清时，只需支付尚欠的本金、已结束各期未付的利息，以及当期自开始之日起按天计算的利息（每期利息按天平均分摊，一年按365天计；若该期实际天数更多，则按该期实际天数分摊）；尚未开始的各期不计利息，提前支付但尚未到期的利息将予以退还。',
    '您的个人信息仅按您的同意用于审核、发放和管理本笔贷款，您可在法律允许的范围内下载或删除这些信息。',
  ],
  termsFixed: (date) => `条款确定于 ${date}。`,
  signatureHeading: '签名',
  signedBy: (name, time) => `${name} 于 ${time} 接受并签署。`,
  signatureAlt: '借款人签名',
  signatureGone: '签名图像已不再保存。',
}
