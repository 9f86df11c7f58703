import { escapeHtml } from '../content/php.js';

/**
 * The static pages config links to (user_protocol, user_private_protocol, aboutus, and from the
 * release that added them vip_protocol and paid_content_purchase_protocol).
 */
export const PAGES: Record<string, { title: string; body: string; since?: string }> = {
  '/user/protocol': {
    title: '用户协议',
    body: `<p>欢迎使用本平台提供的在线学习服务。注册或使用本平台即表示您同意本协议的全部内容。</p>
<h2>一、账号</h2>
<p>您应使用本人手机号注册账号，并妥善保管账号与密码。因您保管不善造成的损失由您自行承担。</p>
<h2>二、课程内容</h2>
<p>平台课程仅供您个人学习使用，未经许可不得录制、转载、传播或用于商业用途。</p>
<h2>三、付费与退款</h2>
<p>付费课程购买后即可学习。虚拟商品一经开通，除法律规定的情形外不予退款。</p>
<h2>四、行为规范</h2>
<p>您在评论、问答等区域发布的内容须遵守法律法规，不得发布违法、侵权或骚扰他人的信息。</p>`,
  },
  '/user/private_protocol': {
    title: '隐私政策',
    body: `<p>我们重视您的个人信息保护。本政策说明我们如何收集、使用和保护您的信息。</p>
<h2>一、我们收集的信息</h2>
<p>注册时的手机号；学习记录、订单记录等使用服务过程中产生的信息。</p>
<h2>二、信息的使用</h2>
<p>用于提供学习服务、处理订单、保障账号安全以及在您同意的情况下向您发送通知。</p>
<h2>三、信息的保护</h2>
<p>我们采用加密传输与访问控制保护您的信息，不会向第三方出售您的个人信息。</p>
<h2>四、您的权利</h2>
<p>您可以在用户中心查询、更正您的信息，也可以申请注销账号。</p>`,
  },
  '/user/vip_protocol': {
    title: '会员服务协议',
    since: '4.9.10',
    body: `<p>本协议说明您购买和使用本平台 VIP 会员服务的规则。</p>
<h2>一、会员权益</h2>
<p>会员有效期内可免费学习标注为会员免费的课程，具体以课程页面的说明为准。</p>
<h2>二、有效期</h2>
<p>会员自开通之日起计算有效期，续费将在当前有效期结束后顺延。</p>
<h2>三、退款</h2>
<p>会员服务属于虚拟商品，开通后除法律规定的情形外不予退款。</p>`,
  },
  '/user/paid_content_purchase_protocol': {
    title: '付费内容购买协议',
    since: '4.9.27',
    body: `<p>购买本平台付费课程等内容前，请仔细阅读本协议。</p>
<h2>一、购买与开通</h2>
<p>支付成功后内容立即开通，您可在有效期内反复学习。</p>
<h2>二、使用限制</h2>
<p>付费内容仅供您个人学习使用，不得转让、录制或传播。</p>
<h2>三、退款</h2>
<p>已开通的付费内容除法律规定的情形外不予退款。</p>`,
  },
  '/aboutus': {
    title: '关于我们',
    body: `<p>我们是一支专注于职业技能在线教育的团队，致力于用优质的课程帮助每一位学习者成长。</p>
<p>平台涵盖前端开发、后端开发、数据库、运维与云原生、人工智能、产品与设计等方向。</p>
<p>商务合作：bd@example.com</p>`,
  },
};

export function pageHtml(siteName: string, page: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} - ${escapeHtml(siteName)}</title>
<style>body{max-width:760px;margin:40px auto;padding:0 20px;font:16px/1.8 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#333}h1{font-size:24px}h2{font-size:18px;margin-top:28px}</style>
</head>
<body>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</body>
</html>`;
}
