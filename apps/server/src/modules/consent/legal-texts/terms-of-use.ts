import { CONTACT_HOTLINE, FREE_TRIAL_DAYS, PRIVACY_TERMS } from '@ia/shared';
import type { LegalText } from './legal-text';

const body = `欢迎使用影像学院（以下简称“本平台”）。本协议是您与本平台运营方（以下简称“我们”）之间就使用本平台服务所订立的协议。请您在注册和使用前仔细阅读本协议的全部内容，特别是免除或限制责任的条款、争议解决条款。您点击“同意”并签署，即表示您已阅读、理解并同意受本协议约束。

一、服务内容

本平台是面向医疗卫生专业人士的影像医学学术教育平台，通过微信公众号向您提供课程、病例、学术会议直播与回放、学术活动、问答互动、积分与证书等服务。具体服务内容以本平台实际提供的为准，我们可能根据业务需要调整服务内容。

二、使用资格

1. 本平台仅向医疗卫生专业人士（包括医师、技师、护士等）以及我们的内部员工提供服务。您确认您具备相应的执业身份，并具有完全民事行为能力。
2. 本平台的学术内容仅供医疗卫生专业人士学习交流，不面向公众，不构成广告，也不得用于向患者或公众推介任何药品或医疗器械。

三、账号注册、认证与使用

1. 您应通过微信授权登录，并使用真实、准确、完整的信息进行注册。如信息发生变化，您应及时更新。如您填写的医院信息经核实无效，我们有权要求您重新填写。
2. 注册成功并签署本协议及相关文件后，您自注册之日起享有 ${FREE_TRIAL_DAYS} 天免费学习期。免费学习期届满后，您需完成医疗卫生专业人士认证方可继续学习课程内容；认证通过后可长期使用。
3. 申请认证时，您应如实提交执业信息和证明材料。如提交虚假材料，我们有权拒绝认证、撤销已通过的认证并停止提供服务。
4. 您的账号仅限您本人使用，不得转让、出借或与他人共用。因您保管不善导致的损失由您自行承担；如发现账号被盗用，请立即联系我们。

四、用户行为规范

您在使用本平台时应遵守法律法规和公序良俗，不得：
1. 发布或传播违法、虚假、侵权、诽谤、淫秽、暴力或其他不当信息；
2. 发布患者的可识别身份信息，或未经授权发布他人的病例资料、影像资料；
3. 发布商业广告，或以任何方式推介处方药品；
4. 擅自录制、下载、复制、传播本平台的课程、会议等内容；
5. 利用技术手段干扰本平台的正常运行，或以不正当方式获取积分、证书等权益；
6. 从事其他损害本平台或他人合法权益的行为。

如您违反上述规定，我们有权删除相关内容、暂停或终止向您提供服务，并保留追究法律责任的权利。

五、知识产权

本平台提供的课程、病例、会议视频、文字、图片、标识等内容的知识产权归我们或相关权利人所有。未经书面许可，任何人不得以任何方式使用。您在本平台发布的评论等内容，您保证拥有相应权利，并授予我们在本平台范围内免费使用的许可。

六、学术内容与药品安全

1. 本平台的学术内容仅代表讲者或作者的个人观点，仅供专业学习参考，不构成诊疗建议，亦不能替代您的独立专业判断。涉及药品使用的，请以国家药品监督管理部门批准的说明书为准。
2. 如您在临床工作中获知与我们产品相关的不良反应或其他药品安全信息，请通过本平台“药物安全”页面或客服热线 ${CONTACT_HOTLINE} 向我们报告。

七、个人信息保护

我们按照《影像学院隐私政策》和《个人信息处理知情同意书》处理您的个人信息。您可以通过客服热线行使查阅、更正、删除等权利，我们将在 ${PRIVACY_TERMS.responseWorkingDays} 个工作日内答复。

八、服务的变更、中断与终止

1. 我们可能因系统维护、升级或不可抗力等原因暂停部分或全部服务，并尽可能事先通知。
2. 您可以随时停止使用本平台，并可通过客服热线申请注销账号。
3. 如您严重违反本协议，我们有权终止向您提供服务。

九、责任限制

在法律允许的范围内，对于因不可抗力、网络故障、第三方原因或您自身原因导致的服务中断或损失，我们不承担责任。我们对您因依赖本平台学术内容作出的临床决定不承担责任。

十、协议的修订

我们可能适时修订本协议。修订后的协议将在本平台发布，并在您下次访问时请您重新阅读并签署；在您签署之前，您将无法使用需要同意后方可使用的功能。如您不同意修订后的协议，可以停止使用本平台。

十一、法律适用与争议解决

本协议的订立、履行和解释适用中华人民共和国法律（为本协议之目的，不包括香港特别行政区、澳门特别行政区和台湾地区法律）。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向我们所在地有管辖权的人民法院提起诉讼。

十二、联系我们

如您对本协议有任何疑问，请拨打客服热线 ${CONTACT_HOTLINE}（工作日 9:00-18:00）。`;

const bodyEn = `Welcome to Imaging Academy (the "Platform"). These terms are an agreement between you and the operator of the Platform ("we", "us") on your use of the Platform's services. Please read all of them before you register and use the Platform, in particular the terms that exclude or limit liability and the dispute-resolution terms. By tapping "Agree" and signing, you confirm that you have read, understood and accepted these terms.

1. The service

The Platform is an academic education platform on medical imaging for healthcare professionals. Through a WeChat official account it offers courses, cases, live and recorded academic meetings, academic activities, questions and answers, points and certificates. The service actually offered on the Platform prevails; we may adjust it as our business requires.

2. Who may use the Platform

(1) The Platform serves healthcare professionals (physicians, technicians, nurses and others) and our own staff only. You confirm that you hold the corresponding professional status and full civil capacity.
(2) The Platform's academic content is for the study and exchange of healthcare professionals only. It is not addressed to the public, is not advertising, and must not be used to promote any medicine or medical device to patients or the public.

3. Registration, certification and your account

(1) You sign in through WeChat and register with true, accurate and complete information, which you keep up to date. If the hospital you give proves invalid, we may ask you to enter it again.
(2) Once registered and having signed these terms and the related documents, you have a free learning period of ${FREE_TRIAL_DAYS} days from registration. After it ends, you need to be certified as a healthcare professional to keep studying courses; certification gives lasting access.
(3) When you apply for certification you submit your practising information and supporting documents truthfully. If you submit false documents, we may refuse or revoke certification and stop providing the service.
(4) Your account is for your own use only and must not be transferred, lent or shared. You bear losses caused by your failure to keep it safe; if you find your account misused, contact us at once.

4. Conduct

When using the Platform you obey the law and public order and good morals, and you do not:
(1) post or spread unlawful, false, infringing, defamatory, obscene, violent or otherwise improper information;
(2) post information that identifies a patient, or post others' case or imaging material without authorisation;
(3) post commercial advertising or promote prescription medicines in any way;
(4) record, download, copy or distribute the Platform's courses, meetings or other content without permission;
(5) interfere with the Platform's operation by technical means, or obtain points, certificates or other benefits improperly;
(6) otherwise harm the lawful rights and interests of the Platform or others.

If you break these rules, we may remove the content concerned, suspend or end the service to you, and reserve the right to pursue legal liability.

5. Intellectual property

The intellectual property in the courses, cases, meeting videos, texts, images, logos and other content of the Platform belongs to us or the respective right holders. Nobody may use it in any way without written permission. For comments and other content you post on the Platform, you warrant that you hold the necessary rights and grant us a free licence to use it on the Platform.

6. Academic content and drug safety

(1) The Platform's academic content expresses the personal views of its speakers or authors, is for professional study only, is not diagnostic or treatment advice and does not replace your independent professional judgement. For the use of medicines, the package insert approved by the National Medical Products Administration prevails.
(2) If in your clinical work you learn of an adverse reaction or other drug-safety information concerning our products, please report it to us through the Platform's "Drug Safety" page or the customer-service hotline on ${CONTACT_HOTLINE}.

7. Personal information

We process your personal information as the Imaging Academy Privacy Statement and the Personal Information Processing Consent describe. You can exercise your rights of access, correction, deletion and others through the customer-service hotline; we answer within ${PRIVACY_TERMS.responseWorkingDays} working days.

8. Changes, interruptions and termination of the service

(1) We may suspend part or all of the service for maintenance, upgrades, force majeure or similar reasons, and will give notice beforehand where possible.
(2) You may stop using the Platform at any time and ask to close your account through the customer-service hotline.
(3) If you seriously breach these terms, we may stop providing the service to you.

9. Limitation of liability

To the extent the law permits, we are not liable for interruptions or losses caused by force majeure, network failures, third parties or yourself. We are not liable for clinical decisions you make in reliance on the Platform's academic content.

10. Changes to these terms

We may revise these terms from time to time. A revised version is published on the Platform and you will be asked to read and sign it on your next visit; until you sign you cannot use the functions that require consent. If you do not accept the revised terms, you may stop using the Platform.

11. Governing law and disputes

These terms are governed by the laws of the People's Republic of China (for their purpose excluding the laws of the Hong Kong and Macao Special Administrative Regions and of Taiwan). The parties settle disputes arising from these terms by friendly negotiation; failing that, either party may sue in the competent people's court where we are located.

12. Contact us

If you have any question about these terms, call our customer-service hotline on ${CONTACT_HOTLINE} (working days 9:00-18:00).`;

/** 用户服务协议: the terms of use of spec §1. */
export const termsOfUse: LegalText = {
  code: 'terms',
  title: '用户服务协议',
  titleEn: 'Terms of Use',
  body,
  bodyEn,
};
