import { CONTACT_HOTLINE, PRIVACY_TERMS } from '@ia/shared';
import type { LegalText } from './legal-text';

const { responseWorkingDays, logRetentionDaysMin, callRecordingRetentionYears } = PRIVACY_TERMS;

const body = `本人已仔细阅读《影像学院隐私政策》和《影像学院用户服务协议》，充分了解影像学院（以下简称“本平台”）运营方（以下简称“个人信息处理者”）处理本人个人信息的规则。根据《中华人民共和国个人信息保护法》，本人在知情的前提下自愿作出如下同意：

一、个人信息处理者及联系方式

个人信息处理者为本平台运营方，联系方式：客服热线 ${CONTACT_HOTLINE}（工作日 9:00-18:00）。

二、处理的个人信息种类

1. 微信身份标识：openid、unionid；
2. 注册信息：姓名、手机号码、所在省份与城市、医院、科室、职称、职务、擅长领域、感兴趣的话题与系统、工作提升需求；员工另含企业邮箱；
3. 认证信息：执业证书编号、执业资格证明照片（属于敏感个人信息）；
4. 使用记录：访问日志、IP 地址、设备信息、学习与互动记录、积分与证书记录；
5. 客服通话录音及沟通记录。

三、处理目的和处理方式

本人同意个人信息处理者为以下目的，以收集、存储、使用、加工、传输等方式处理上述个人信息：
1. 创建和管理本人的账号，提供学术课程、会议、活动等服务；
2. 核验本人的医疗卫生专业人士身份，决定本人可访问的学术内容；
3. 发送验证码、服务通知和会议提醒；
4. 在本人完成认证后，将本人与为本人提供学术服务的医药代表进行关联，由其向本人提供学术资料和会议信息；
5. 保障平台与账号安全，履行药物警戒等法定义务；
6. 在去标识化的基础上统计分析服务使用情况，改进服务。

四、敏感个人信息

本人理解，执业证书编号和执业资格证明照片属于敏感个人信息，一旦泄露可能对本人的人格尊严或财产安全造成损害。个人信息处理者处理这些信息仅为核验本人的医疗卫生专业人士身份，照片仅限本人及经授权的审核人员查看。本人单独同意个人信息处理者为此目的处理上述敏感个人信息。

五、保存期限

网络日志至少保存 ${logRetentionDaysMin} 天；客服热线通话录音保存 ${callRecordingRetentionYears} 年；其他个人信息保存至实现处理目的所必要的最短期限，超出期限或本人注销账号后予以删除或匿名化处理，法律法规另有规定的除外。个人信息存储于中华人民共和国境内，不向境外提供。

六、本人的权利及行使方式

本人有权查阅、复制、更正、补充、删除本人的个人信息，有权要求解释说明个人信息处理规则，有权申请注销账号。本人可以在“个人中心”查看和修改个人资料，或拨打客服热线 ${CONTACT_HOTLINE} 提出请求，个人信息处理者将在 ${responseWorkingDays} 个工作日内答复。

七、撤回同意

本人可以随时在“个人中心 - 知情同意”中撤回本同意。撤回同意不影响撤回前基于本人同意已进行的个人信息处理活动的效力。撤回后，本人将无法使用需要同意后方可使用的功能，但仍可浏览本平台的公开页面；本人可随时重新签署以恢复使用。

八、拒绝同意的后果

本人可以拒绝签署本同意书。拒绝后，本人仍可浏览本平台的公开页面，但无法使用课程学习、会议、活动等需要同意后方可使用的功能。

九、文件更新

如上述处理规则发生变更，个人信息处理者将发布新版本并重新征得本人同意。

本人确认：已阅读并理解本同意书的全部内容，同意个人信息处理者按照上述规则处理本人的个人信息（包括敏感个人信息）。`;

const bodyEn = `I have read the Imaging Academy Privacy Statement and Terms of Use carefully and understand the rules under which the operator of Imaging Academy (the "Platform"; the operator being the "personal information handler") processes my personal information. Under the Personal Information Protection Law of the People's Republic of China, I give the following consent, fully informed and of my own free will:

1. The personal information handler and its contact details

The personal information handler is the operator of the Platform. Contact: customer-service hotline ${CONTACT_HOTLINE} (working days 9:00-18:00).

2. Kinds of personal information processed

(1) WeChat identifiers: openid, unionid;
(2) Registration information: name, mobile number, province and city, hospital, department, professional title, position, areas of expertise, topics and systems of interest, professional-development needs; for staff also the company mailbox;
(3) Certification information: practising-certificate number and photos of my practising qualification (sensitive personal information);
(4) Usage records: access logs, IP address, device information, learning and interaction records, points and certificates;
(5) Recordings of customer-service calls and records of other communications.

3. Purposes and manner of processing

I consent to the personal information handler collecting, storing, using, processing and transmitting the personal information above for these purposes:
(1) To create and manage my account and provide academic courses, meetings, activities and other services;
(2) To verify that I am a healthcare professional and decide which academic content I may access;
(3) To send verification codes, service notices and meeting reminders;
(4) Once I am certified, to link me to the medical representative who serves me academically, who then provides me with academic materials and meeting information;
(5) To keep the Platform and my account secure and meet legal duties such as pharmacovigilance;
(6) To analyse the use of the service on a de-identified basis and improve it.

4. Sensitive personal information

I understand that my practising-certificate number and the photos of my practising qualification are sensitive personal information, whose leakage could harm my personal dignity or the safety of my property. The personal information handler processes them only to verify that I am a healthcare professional, and the photos are visible only to me and authorised reviewers. I separately consent to the processing of this sensitive personal information for that purpose.

5. Retention periods

Network logs are kept for at least ${logRetentionDaysMin} days; recordings of calls to the customer-service hotline are kept for ${callRecordingRetentionYears} years; other personal information is kept for the shortest time needed for its purpose and is deleted or anonymised when that period ends or I close my account, unless the law provides otherwise. Personal information is stored in the People's Republic of China and is not provided abroad.

6. My rights and how to exercise them

I have the right to access, copy, correct, complete and delete my personal information, to ask for an explanation of the processing rules, and to ask to close my account. I can see and edit my profile in the Personal Centre, or make a request through the customer-service hotline on ${CONTACT_HOTLINE}; the personal information handler answers within ${responseWorkingDays} working days.

7. Withdrawing consent

I may withdraw this consent at any time under "Personal Centre - Consent". Withdrawal does not affect processing carried out on the basis of my consent before it. After withdrawal I can no longer use the functions that require consent but can still browse the Platform's public pages; I may sign again at any time to resume.

8. If I refuse

I may refuse to sign this consent. I can then still browse the Platform's public pages, but cannot use courses, meetings, activities or other functions that require consent.

9. Updates

If the processing rules above change, the personal information handler will publish a new version and ask for my consent again.

I confirm that I have read and understood the whole of this consent, and that I consent to the personal information handler processing my personal information (including sensitive personal information) under the rules above.`;

/** 个人信息处理知情同意书: the personal-information consent of spec §1, as PIPL art. 17 and 29 expect. */
export const personalInfoConsent: LegalText = {
  code: 'personal_info',
  title: '个人信息处理知情同意书',
  titleEn: 'Personal Information Processing Consent',
  body,
  bodyEn,
};
