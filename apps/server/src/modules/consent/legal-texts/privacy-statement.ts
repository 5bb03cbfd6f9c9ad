import { CONTACT_HOTLINE, COOKIE_LIFETIME_DAYS, FREE_TRIAL_DAYS, PRIVACY_TERMS } from '@ia/shared';
import type { LegalText } from './legal-text';

const { responseWorkingDays, logRetentionDaysMin, callRecordingRetentionYears } = PRIVACY_TERMS;

const body = `影像学院（以下简称“本平台”）是面向医疗卫生专业人士的影像医学学术教育平台，通过微信公众号提供课程、病例、会议直播与回放、学术活动等服务。本平台的运营方（以下简称“我们”）深知个人信息对您的重要性，将依据《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》《中华人民共和国数据安全法》等法律法规，遵循合法、正当、必要和诚信的原则处理您的个人信息。请您在使用本平台前仔细阅读并充分理解本政策。

一、适用范围

本政策适用于您通过微信访问本平台时我们对您个人信息的处理活动。本平台仅面向医疗卫生专业人士（包括医师、技师、护士等）以及我们的内部员工（医药代表），不面向公众提供服务。

二、我们收集的个人信息

1. 登录信息：当您通过微信授权登录时，我们会获取您在本公众号下的 openid 以及 unionid，用于识别您的身份并维持登录状态。我们不会获取您的微信密码。
2. 注册信息：当您注册为会员时，我们收集您的姓名、手机号码（含短信验证码）、所在省份与城市、所在医院、科室、职称、职务、擅长领域、感兴趣的话题与系统、工作提升需求。员工注册时，我们收集您的姓名、手机号码和企业邮箱（含邮件验证码）。
3. 专业资质认证信息：当您申请医疗卫生专业人士认证时，我们收集您的姓名、医院、科室、职称、执业证书编号以及执业资格证明照片（最多 3 张）。执业资格证明照片及证书编号属于敏感个人信息，我们将另行征得您的单独同意。
4. 使用记录：为保障服务安全与学习记录的完整，我们会记录您的访问日志，包括访问时间、访问的页面与内容、IP 地址、浏览器及设备信息（User-Agent）、学习进度、点赞、收藏、评论、积分与证书记录。
5. 客服沟通信息：当您拨打客服热线或与我们联系时，我们会记录沟通内容；通过热线进行的通话将被录音。

如您不提供上述第 2、3 项信息，您仍可浏览本平台的公开页面，但无法使用需要注册或认证后方可使用的功能。

三、我们如何使用您的个人信息

1. 为您创建账号、核验身份并提供学习、会议、活动等服务；
2. 核验您的医疗卫生专业人士身份，确定您可访问的学术内容范围（未认证用户自注册之日起享有 ${FREE_TRIAL_DAYS} 天免费学习期，认证后可长期访问）；
3. 向您发送验证码、服务通知以及您订阅的会议提醒；
4. 在您完成认证后，经您同意将您与为您提供学术服务的医药代表关联，以便其向您提供学术资料与会议信息；
5. 统计分析服务使用情况、改进课程内容与产品体验（分析时尽可能使用去标识化信息）；
6. 保障平台与账号安全，预防和处置违法违规行为，履行药物警戒（不良反应报告）等法定义务；
7. 法律法规规定的其他用途。

如我们拟将您的个人信息用于本政策未载明的其他用途，将事先征得您的同意。

四、Cookie 与本地存储

为维持登录状态和记录您的偏好，我们会在您的浏览器中使用 Cookie 和本地存储，登录状态的有效期为 ${COOKIE_LIFETIME_DAYS} 天。您可以清除浏览器数据，但清除后需要重新登录。

五、委托处理、共享、转让与公开披露

1. 委托处理：我们可能委托短信服务商、邮件服务商、云服务商协助提供服务。我们会与受托方约定处理目的、期限、方式和安全保护义务，并监督其个人信息处理活动。
2. 共享：除以下情形外，我们不会与第三方共享您的个人信息：（1）取得您的单独同意；（2）为订立、履行您作为一方当事人的合同所必需；（3）为履行法定职责或法定义务所必需，包括向药品监督管理部门报告不良反应；（4）法律法规规定的其他情形。
3. 转让：如发生合并、分立、解散或破产等情形需要转移个人信息，我们将告知接收方的名称和联系方式，并要求其继续履行本政策约定的义务。
4. 公开披露：除法律法规要求外，我们不会公开披露您的个人信息。

六、个人信息的存储地点与保存期限

1. 我们在中华人民共和国境内收集和产生的个人信息均存储在境内，不会向境外提供。
2. 网络日志至少保存 ${logRetentionDaysMin} 天，以满足《中华人民共和国网络安全法》的要求。
3. 客服热线通话录音保存 ${callRecordingRetentionYears} 年，用于核实服务情况与处理投诉。
4. 其他个人信息的保存期限为实现处理目的所必要的最短时间。超出保存期限或您注销账号后，我们将删除或匿名化处理您的个人信息，法律法规另有规定的除外。

七、我们如何保护您的个人信息

我们采取符合业界标准的安全措施保护您的个人信息，包括：全程使用加密传输；注册时的姓名、手机号码、邮箱等敏感字段在传输前另行加密；执业资格证明照片仅限您本人及授权的审核人员查看；按照最小必要原则设置访问权限，并对管理人员的操作进行审计记录。如不幸发生个人信息安全事件，我们将按照法律法规的要求及时告知您并向主管部门报告。

八、您的权利

依据法律法规，您对自己的个人信息享有以下权利：
1. 查阅、复制：您可以在“个人中心”查看您的个人资料、学习记录和签署记录；
2. 更正、补充：您可以在“个人中心”修改您的注册信息；
3. 删除：在法律规定的情形下，您可以要求我们删除您的个人信息；
4. 撤回同意：您可以在“个人中心 - 知情同意”中撤回对本政策及相关协议的同意。撤回同意不影响撤回前基于您的同意已进行的个人信息处理活动的效力；撤回后，您将无法继续使用需要同意后方可使用的功能；
5. 注销账号：您可以通过客服热线申请注销账号；
6. 获得解释说明：您有权要求我们对个人信息处理规则进行解释说明。

您可以通过本政策第十一条所列方式行使上述权利。为保障安全，我们可能需要先核验您的身份。

九、未成年人的个人信息

本平台面向医疗卫生专业人士，不向未成年人提供服务。如我们发现在未事先获得监护人同意的情况下收集了未成年人的个人信息，将尽快删除相关数据。

十、本政策的更新

我们可能适时修订本政策。修订后的版本将在本平台发布，对于重大变更，我们会在您下次访问时请您重新阅读并签署，在您签署之前，您将无法使用需要同意后方可使用的功能。

十一、联系我们

如您对本政策或个人信息处理有任何疑问、意见、投诉或请求，可以拨打客服热线 ${CONTACT_HOTLINE}（工作日 9:00-18:00）与我们联系。我们将在收到您的请求并核验身份后 ${responseWorkingDays} 个工作日内予以答复。如您对我们的答复不满意，您还可以向网信、卫生健康、市场监督管理等主管部门投诉举报。`;

const bodyEn = `Imaging Academy (the "Platform") is an academic education platform on medical imaging for healthcare professionals, offered through a WeChat official account with courses, cases, live and recorded meetings and academic activities. The operator of the Platform ("we", "us") knows how much your personal information matters to you. We process it lawfully, fairly, only as far as necessary and in good faith, in accordance with the Personal Information Protection Law, the Cybersecurity Law and the Data Security Law of the People's Republic of China. Please read this statement carefully before you use the Platform.

1. Scope

This statement covers how we process your personal information when you use the Platform through WeChat. The Platform serves healthcare professionals only (physicians, technicians, nurses and others) and our own staff (medical representatives); it is not offered to the general public.

2. The personal information we collect

(1) Sign-in information: when you authorise sign-in through WeChat we receive your openid for this official account and your unionid, to identify you and keep you signed in. We never receive your WeChat password.
(2) Registration information: when you register as a member we collect your name, mobile number (with an SMS verification code), province and city, hospital, department, professional title, position, areas of expertise, topics and systems of interest and professional-development needs. Staff registration collects your name, mobile number and company mailbox (with a mail verification code).
(3) Professional certification information: when you apply for certification as a healthcare professional we collect your name, hospital, department, title, practising-certificate number and photos of your practising qualification (up to 3). The photos and the certificate number are sensitive personal information; we ask for your separate consent to process them.
(4) Usage records: to keep the service secure and your learning record complete we log your visits: time, pages and content visited, IP address, browser and device information (User-Agent), learning progress, likes, favourites, comments, points and certificates.
(5) Customer-service communications: when you call our hotline or contact us we record the exchange; calls to the hotline are recorded.

If you do not provide the information in (2) and (3), you can still browse the Platform's public pages, but not the functions that need registration or certification.

3. How we use your personal information

(1) To create your account, verify your identity and provide learning, meeting and activity services;
(2) To verify that you are a healthcare professional and decide which academic content you may access (an uncertified user has a free learning period of ${FREE_TRIAL_DAYS} days from registration; certification gives lasting access);
(3) To send you verification codes, service notices and reminders of meetings you subscribed to;
(4) Once you are certified and with your consent, to link you to the medical representative who serves you academically, so that they can send you academic materials and meeting information;
(5) To analyse how the service is used and improve our courses and product (using de-identified information wherever possible);
(6) To keep the Platform and your account secure, prevent and handle unlawful conduct, and meet legal duties such as pharmacovigilance (adverse-reaction reporting);
(7) Other purposes required by laws and regulations.

Before we use your personal information for a purpose this statement does not list, we will ask for your consent.

4. Cookies and local storage

We use cookies and local browser storage to keep you signed in and remember your preferences; a sign-in stays valid for ${COOKIE_LIFETIME_DAYS} days. You may clear your browser data, after which you will need to sign in again.

5. Entrusted processing, sharing, transfer and public disclosure

(1) Entrusted processing: we may engage SMS, mail and cloud service providers to help provide the service. We agree with them on the purpose, period, manner and security obligations of the processing and supervise their processing.
(2) Sharing: we do not share your personal information with third parties except (a) with your separate consent; (b) where necessary to conclude or perform a contract to which you are a party; (c) where necessary to fulfil statutory duties or obligations, including reporting adverse reactions to drug regulators; (d) in other cases provided by law.
(3) Transfer: if personal information must be transferred because of a merger, division, dissolution or bankruptcy, we will tell you the recipient's name and contact details and require the recipient to keep to this statement.
(4) Public disclosure: we do not disclose your personal information publicly unless the law requires it.

6. Where and for how long we keep your personal information

(1) Personal information collected and generated in the People's Republic of China is stored in China and is not provided abroad.
(2) Network logs are kept for at least ${logRetentionDaysMin} days, as the Cybersecurity Law requires.
(3) Recordings of calls to the customer-service hotline are kept for ${callRecordingRetentionYears} years, to verify the service given and handle complaints.
(4) Other personal information is kept for the shortest time needed for its purpose. When that period ends or you close your account, we delete or anonymise your personal information unless the law provides otherwise.

7. How we protect your personal information

We use industry-standard security measures, including: encryption of all traffic; additional encryption of sensitive registration fields such as name, mobile number and mailbox before they are sent; photos of practising qualifications visible only to you and authorised reviewers; access rights granted on a least-privilege basis; and an audit log of administrators' actions. Should a personal-information security incident occur, we will inform you and report to the authorities as the law requires.

8. Your rights

Under the law you have the following rights over your personal information:
(1) Access and copy: see your profile, learning record and signed documents in the Personal Centre;
(2) Correction and completion: edit your registration information in the Personal Centre;
(3) Deletion: ask us to delete your personal information in the cases the law provides;
(4) Withdrawal of consent: withdraw your consent to this statement and the related agreements under "Personal Centre - Consent". Withdrawal does not affect processing carried out on the basis of your consent before it; after withdrawal you can no longer use the functions that require consent;
(5) Account closure: ask to close your account through the customer-service hotline;
(6) Explanation: ask us to explain our rules for processing personal information.

You can exercise these rights as described in section 11. To protect you, we may first need to verify your identity.

9. Minors

The Platform serves healthcare professionals and is not offered to minors. If we find that we have collected a minor's personal information without the prior consent of a guardian, we will delete it as soon as possible.

10. Changes to this statement

We may revise this statement from time to time. A revised version is published on the Platform; for material changes we will ask you to read and sign again on your next visit, and until you sign you cannot use the functions that require consent.

11. Contact us

If you have any question, comment, complaint or request about this statement or the processing of your personal information, call our customer-service hotline on ${CONTACT_HOTLINE} (working days 9:00-18:00). We will answer within ${responseWorkingDays} working days of receiving your request and verifying your identity. If you are not satisfied with our answer, you may also complain to the cyberspace, health or market-regulation authorities.`;

/** 隐私政策: the privacy statement of spec §1, with the terms spec §9 fixes. */
export const privacyStatement: LegalText = {
  code: 'privacy',
  title: '隐私政策',
  titleEn: 'Privacy Statement',
  body,
  bodyEn,
};
