import type { ErrorCodeName } from './errors';

/**
 * The error catalogue's messages: every user-facing message the server answers with, beyond the
 * codes' default texts in errors.ts. Each names its catalogue code (which fixes the numeric code
 * and the HTTP status) and says it in zh-CN (what the API answers) and en-US; `{name}` marks a
 * value filled in when the error is raised.
 */
export const errorMessages = {
  // ---- NOT_FOUND ----
  PRIVACY_REQUEST_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '隐私请求不存在', 'en-US': 'Privacy request not found' },
  },
  PRIVACY_MEMBER_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '会员不存在或已注销', 'en-US': 'No such member, or the account was cancelled' },
  },
  CAMPAIGN_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '活动不存在', 'en-US': 'Campaign not found' },
  },
  CONTENT_FORM_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '该内容没有表单', 'en-US': 'This content has no form' },
  },
  CAMPAIGN_FORM_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '该活动没有表单', 'en-US': 'This campaign has no form' },
  },
  CONTENT_FORM_CLOSED: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '表单不存在或已关闭', 'en-US': 'The form does not exist or is closed' },
  },
  FORM_QUESTION_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: {
      'zh-CN': '问题不存在或未公开回答',
      'en-US': 'The question does not exist or its answers are not public',
    },
  },
  FORM_ANSWER_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '回答不存在', 'en-US': 'Answer not found' },
  },
  USER_NOT_FOUND: { code: 'NOT_FOUND', message: { 'zh-CN': '用户不存在', 'en-US': 'User not found' } },
  TASK_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '任务不存在或已删除', 'en-US': 'Task not found or deleted' },
  },
  MEETING_NOT_FOUND: { code: 'NOT_FOUND', message: { 'zh-CN': '会议不存在', 'en-US': 'Meeting not found' } },
  ANALYTICS_CONTENT_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '内容不存在', 'en-US': 'Content not found' },
  },
  COMMENT_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '评论不存在或已删除', 'en-US': 'Comment not found or deleted' },
  },
  BANNER_NOT_FOUND: { code: 'NOT_FOUND', message: { 'zh-CN': '横幅不存在', 'en-US': 'Banner not found' } },
  CATEGORY_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '分类不存在', 'en-US': 'Category not found' },
  },
  CERTIFICATE_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '证书不存在', 'en-US': 'Certificate not found' },
  },
  COURSE_NOT_FOUND: { code: 'NOT_FOUND', message: { 'zh-CN': '课程不存在', 'en-US': 'Course not found' } },
  DRUG_SAFETY_REPORT_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '报告不存在', 'en-US': 'Report not found' },
  },
  HOME_SECTION_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '首页栏目不存在', 'en-US': 'Home section not found' },
  },
  LESSON_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '课程系列不存在', 'en-US': 'Course series not found' },
  },
  LIVE_STREAM_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '直播流不存在', 'en-US': 'Live stream not found' },
  },
  MEDAL_NOT_FOUND: { code: 'NOT_FOUND', message: { 'zh-CN': '勋章不存在', 'en-US': 'Medal not found' } },
  MEMBER_GROUP_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '会员分组不存在', 'en-US': 'Member group not found' },
  },
  MESSAGE_NOT_FOUND: { code: 'NOT_FOUND', message: { 'zh-CN': '消息不存在', 'en-US': 'Message not found' } },
  POINTS_RULE_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '没有这条积分规则', 'en-US': 'No such points rule' },
  },
  POPOVER_NOT_FOUND: { code: 'NOT_FOUND', message: { 'zh-CN': '弹窗不存在', 'en-US': 'Pop-over not found' } },
  QUESTION_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '问题不存在', 'en-US': 'Question not found' },
  },
  CONTENT_SECTION_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '栏目不存在', 'en-US': 'Section not found' },
  },
  SENSITIVE_WORD_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '敏感词不存在', 'en-US': 'Sensitive word not found' },
  },
  TERM_NOT_FOUND: { code: 'NOT_FOUND', message: { 'zh-CN': '{label}不存在', 'en-US': '{label} not found' } },
  // ---- VALIDATION_FAILED ----
  COMMENT_HAS_SENSITIVE_WORD: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '评论包含敏感词，请修改后再发布',
      'en-US': 'The comment contains a sensitive word; change it and post again',
    },
  },
  QUESTION_IMAGE_FOREIGN: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '图片不存在或不是您上传的，请重新上传',
      'en-US': 'The image does not exist or is not yours; upload it again',
    },
  },
  FIELD_UNDECRYPTABLE: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '加密数据无法解密，请刷新页面后重试',
      'en-US': 'The encrypted data cannot be decrypted; refresh the page and try again',
    },
  },
  FIELD_NOT_ENCRYPTED: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '敏感信息须加密传输', 'en-US': 'Sensitive details must be sent encrypted' },
  },
  MEETING_NOT_WATCHABLE: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '会议当前不在直播或回放中',
      'en-US': 'The meeting is neither live nor in playback now',
    },
  },
  MONITOR_EVENT_UNSTORABLE: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '该条埋点数据含有无法保存的内容，已丢弃',
      'en-US': 'The event holds a value that cannot be stored; it was dropped',
    },
  },
  ANALYTICS_RANGE_TOO_LONG: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '日期范围不能超过 {max} 天', 'en-US': 'The date range cannot exceed {max} days' },
  },
  ANNUAL_REVIEW_YEAR_OUT_OF_RANGE: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '年度回顾的年份应在 {first} 至 {last} 之间',
      'en-US': 'The review year must be between {first} and {last}',
    },
  },
  CAMPAIGN_CHOSEN_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '所选活动不存在', 'en-US': 'The chosen campaign does not exist' },
  },
  CAMPAIGN_CONTENT_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '所选内容不存在', 'en-US': 'The chosen content does not exist' },
  },
  CATEGORY_ID_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '分类不存在（编号 {id}）', 'en-US': 'Category not found (id {id})' },
  },
  CATEGORY_MOVE_INTO_ITSELF: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '不能把分类移到它自己或它的子分类下',
      'en-US': 'A category cannot move under itself or its children',
    },
  },
  CONSENT_HASHES_MISMATCH: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '协议校验值与版本号的数量不一致',
      'en-US': 'The agreement hashes and versions differ in number',
    },
  },
  CONTENT_IDS_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '内容不存在（编号 {ids}）', 'en-US': 'Content not found (ids {ids})' },
  },
  JSSDK_API_LIST_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': 'js_api_list 格式有误', 'en-US': 'js_api_list is malformed' },
  },
  JSSDK_APPID_MISMATCH: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': 'appid 与本公众号不符', 'en-US': 'The appid is not this official account’s' },
  },
  JSSDK_FOREIGN_PAGE: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '只能为本应用的页面签名', 'en-US': 'Only pages of this app can be signed' },
  },
  LEARNING_HEARTBEAT_OUT_OF_STEP: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '学习会话无效：心跳序号与时间不符',
      'en-US': 'Invalid learning session: the heartbeat sequence does not match the time',
    },
  },
  LEARNING_SESSION_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '学习会话无效', 'en-US': 'Invalid learning session' },
  },
  LESSON_CHOSEN_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '所选系列课程不存在', 'en-US': 'The chosen course series does not exist' },
  },
  MEETING_CANCELLED: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '会议已取消', 'en-US': 'The meeting has been cancelled' },
  },
  MEETING_ENDED: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '会议已结束', 'en-US': 'The meeting has ended' },
  },
  MEETING_ENDED_NO_CANCEL: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '会议已结束，不能取消', 'en-US': 'The meeting has ended and cannot be cancelled' },
  },
  MEETING_HEARTBEAT_OUT_OF_STEP: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '观看会话无效：心跳序号与时间不符',
      'en-US': 'Invalid watching session: the heartbeat sequence does not match the time',
    },
  },
  MEETING_IDS_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '会议不存在：{ids}', 'en-US': 'Meetings not found: {ids}' },
  },
  MEETING_SESSION_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '观看会话无效', 'en-US': 'Invalid watching session' },
  },
  MEMBER_GROUP_IDS_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '会员分组不存在（编号 {ids}）', 'en-US': 'Member group not found (ids {ids})' },
  },
  MEMBER_GROUP_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '会员分组不存在', 'en-US': 'The member group does not exist' },
  },
  MESSAGE_READ_TARGET_MISSING: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '请指定要标记已读的消息', 'en-US': 'Say which messages to mark as read' },
  },
  ONSET_DATE_IN_FUTURE: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '发生日期不能晚于今天', 'en-US': 'The onset date cannot be after today' },
  },
  OPERATOR_PASSWORD_TOO_SHORT: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '密码至少 {min} 位', 'en-US': 'The password needs at least {min} characters' },
  },
  PARENT_CATEGORY_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '上级分类不存在（编号 {id}）', 'en-US': 'Parent category not found (id {id})' },
  },
  PARENT_SECTION_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '上级板块不存在', 'en-US': 'The parent section does not exist' },
  },
  PARENT_SECTION_SELF: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '上级板块不能是它自己', 'en-US': 'A section cannot be its own parent' },
  },
  REFERENCED_ITEMS_MISSING: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '{label}不存在（编号 {ids}）', 'en-US': '{label} not found (ids {ids})' },
  },
  REPRESENTATIVE_MUST_BE_STAFF: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '关联对象须为已注册的代表（员工）用户',
      'en-US': 'The linked user must be a registered representative (staff)',
    },
  },
  SECTION_NESTING_TOO_DEEP: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '板块只能嵌套一级', 'en-US': 'Sections nest one level only' },
  },
  SECTION_WITH_CHILDREN_NO_PARENT: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '该板块有子板块，不能再设上级板块',
      'en-US': 'A section with children cannot have a parent',
    },
  },
  USER_IDS_INVALID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '用户不存在（编号 {ids}）', 'en-US': 'User not found (ids {ids})' },
  },
  USER_IMPORT_DUPLICATE_COLUMNS: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': 'CSV 表头的列重复：{columns}', 'en-US': 'The CSV header repeats columns: {columns}' },
  },
  USER_IMPORT_EMPTY: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': 'CSV 为空，第一行应为表头',
      'en-US': 'The CSV is empty; the first line must be the header',
    },
  },
  USER_IMPORT_MALFORMED: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': 'CSV 格式有误：{reason}', 'en-US': 'The CSV is malformed: {reason}' },
  },
  USER_IMPORT_NO_OPENID: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': 'CSV 表头缺少 openid 列', 'en-US': 'The CSV header lacks an openid column' },
  },
  USER_IMPORT_NO_ROWS: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': 'CSV 中没有数据行', 'en-US': 'The CSV has no data rows' },
  },
  USER_IMPORT_TOO_MANY_ROWS: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '单次最多导入 {max} 行，请拆分后再导入',
      'en-US': 'At most {max} rows per import; split the file',
    },
  },
  USER_IMPORT_UNKNOWN_COLUMNS: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': 'CSV 表头包含无法识别的列：{columns}',
      'en-US': 'The CSV header has unknown columns: {columns}',
    },
  },
  VIDEO_CONTENT_NEEDS_VIDEO: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '视频内容须先上传视频或填写视频地址',
      'en-US': 'A video content needs an uploaded video or a video address first',
    },
  },
  WEBSITE_URL_FOREIGN: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': 'website_url 必须是本应用的页面地址',
      'en-US': 'website_url must be a page of this app',
    },
  },
  // The request pipeline's own refusals (plugins/input-guard.ts, plugins/client-errors.ts).
  INPUT_UNREADABLE_CHARACTER: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '{field} 含有无法识别的字符（空字符或残缺的表情符号），请删除后重试',
      'en-US':
        '{field} contains a character that cannot be read (a null character or half an emoji); remove it and try again',
    },
  },
  INPUT_NESTED_TOO_DEEP: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '请求数据层级过深（{field} 超过 {max} 层）',
      'en-US': 'The request data is nested too deeply ({field} has more than {max} levels)',
    },
  },
  REQUEST_MALFORMED: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '请求格式有误', 'en-US': 'The request is malformed' },
  },
  REQUEST_TIMED_OUT: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '请求超时，请重试', 'en-US': 'The request timed out; try again' },
  },
  REQUEST_URL_MALFORMED: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '请求地址有误（含有无法解码的字符）',
      'en-US': 'The request address is malformed (it holds characters that cannot be decoded)',
    },
  },
  REQUEST_PARAM_TOO_LONG: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '请求地址中的参数过长（最多 {max} 个字符）',
      'en-US': 'A parameter in the request address is too long (at most {max} characters)',
    },
  },
  INPUT_OUT_OF_RANGE: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '请求中的数值、日期或文本超出了可保存的范围',
      'en-US': 'A number, date or text in the request is beyond what can be stored',
    },
  },
  // ---- CONFLICT ----
  PRIVACY_REQUEST_RESOLVED: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '该请求已处理，请刷新后查看',
      'en-US': 'This request was already answered; refresh to see it',
    },
  },
  ALREADY_REGISTERED: {
    code: 'CONFLICT',
    message: { 'zh-CN': '您已注册', 'en-US': 'You are already registered' },
  },
  MOBILE_TAKEN: {
    code: 'CONFLICT',
    message: { 'zh-CN': '该手机号已被注册', 'en-US': 'This mobile number is already registered' },
  },
  EMAIL_TAKEN: {
    code: 'CONFLICT',
    message: { 'zh-CN': '该邮箱已被注册', 'en-US': 'This email is already registered' },
  },
  CONSENT_OUTDATED: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '协议已更新，请重新阅读后签署',
      'en-US': 'The agreements were updated; read them again and sign',
    },
  },
  CATEGORY_HAS_CHILDREN: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '该分类下还有 {count} 个子分类，请先移走或删除子分类',
      'en-US': 'This category still has {count} subcategories; move or delete them first',
    },
  },
  CATEGORY_IN_USE: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '该分类下还有 {items}，请先移到其他分类',
      'en-US': 'This category still holds {items}; move them to another category first',
    },
  },
  CERTIFICATE_REVOKED: {
    code: 'CONFLICT',
    message: { 'zh-CN': '该证书已被撤销', 'en-US': 'This certificate has been revoked' },
  },
  CERTIFICATE_REVOKED_NO_CLAIM: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '该证书已被撤销，无法领取',
      'en-US': 'This certificate has been revoked and cannot be claimed',
    },
  },
  CERTIFICATE_REVOKED_NO_SHARE: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '该证书已被撤销，无法分享',
      'en-US': 'This certificate has been revoked and cannot be shared',
    },
  },
  COMMENT_ALREADY_MODERATED: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '该评论已被处理，请刷新列表',
      'en-US': 'This comment has already been handled; refresh the list',
    },
  },
  CONSENT_TEXT_UNCHANGED: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '正文与当前版本相同，无需发布新版本',
      'en-US': 'The text is the same as the current version; no new version is needed',
    },
  },
  CONTENT_FORM_CHANGED: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '表单已被其他人修改，请刷新后重试',
      'en-US': 'Someone else changed the form; refresh and try again',
    },
  },
  DRUG_SAFETY_REPORT_STATUS_CHANGED: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '报告状态已被他人修改，请刷新后重试',
      'en-US': 'Someone else changed the report status; refresh and try again',
    },
  },
  DRUG_SAFETY_STATUS_MOVE_REFUSED: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '报告当前为「{from}」，不能改为「{to}」',
      'en-US': 'The report is “{from}” and cannot become “{to}”',
    },
  },
  HOME_SECTIONS_CHANGED: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '栏目已被他人修改，请刷新后重新排序',
      'en-US': 'Someone else changed the sections; refresh and reorder again',
    },
  },
  HOSPITAL_FLAG_NEEDS_MEMBER: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '仅已注册的会员可标记医院无效',
      'en-US': 'Only a registered member can have the hospital marked invalid',
    },
  },
  MEDAL_NOT_EARNED_CLAIM: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '尚未获得「{medal}」勋章，达成条件后即可领取',
      'en-US': 'The “{medal}” medal is not earned yet; meet its criteria to claim it',
    },
  },
  MEDAL_NOT_EARNED_SHARE: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '尚未获得「{medal}」勋章，暂不能分享',
      'en-US': 'The “{medal}” medal is not earned yet and cannot be shared',
    },
  },
  MEMBER_GROUP_IN_USE: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '有 {count} 个分类的可见范围使用该分组，请先修改这些分类',
      'en-US': '{count} categories are visible to this group; change them first',
    },
  },
  MEMBER_GROUP_NAME_TAKEN: {
    code: 'CONFLICT',
    message: { 'zh-CN': '分组「{name}」已存在', 'en-US': 'Group “{name}” already exists' },
  },
  OPERATOR_USERNAME_TAKEN: {
    code: 'CONFLICT',
    message: { 'zh-CN': '用户名 {username} 已存在', 'en-US': 'Username {username} already exists' },
  },
  REPRESENTATIVE_NEEDS_CERTIFIED_USER: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '仅已认证用户可关联代表',
      'en-US': 'Only a certified user can be linked to a representative',
    },
  },
  TERM_IN_USE: {
    code: 'CONFLICT',
    message: {
      'zh-CN': '该{label}正被 {count} 个内容使用，请先从内容中移除',
      'en-US': 'This {label} is used by {count} contents; remove it from them first',
    },
  },
  TERM_NAME_TAKEN: {
    code: 'CONFLICT',
    message: { 'zh-CN': '{label}「{name}」已存在', 'en-US': '{label} “{name}” already exists' },
  },
  // ---- PAYLOAD_TOO_LARGE ----
  IMAGE_TOO_MANY_PIXELS: {
    code: 'PAYLOAD_TOO_LARGE',
    message: {
      'zh-CN': '图片分辨率过高（最多 {megapixels} 百万像素），请缩小后再上传',
      'en-US':
        'The image has too many pixels (at most {megapixels} megapixels); make it smaller and try again',
    },
  },
  // ---- UNSUPPORTED_MEDIA_TYPE ----
  IMAGE_UNREADABLE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: {
      'zh-CN': '图片已损坏或无法读取，请重新选择图片',
      'en-US': 'The image is damaged or cannot be read; choose another one',
    },
  },
  // ---- FORBIDDEN ----
  STAFF_USE_STAFF_PROFILE: {
    code: 'FORBIDDEN',
    message: { 'zh-CN': '员工请在员工信息页修改资料', 'en-US': 'Staff edit their details on the staff page' },
  },
  COMMENTS_CLOSED: {
    code: 'FORBIDDEN',
    message: { 'zh-CN': '该内容暂未开放评论', 'en-US': 'Comments are not open on this content' },
  },
  CAMPAIGN_FORM_NEEDS_JOINING: {
    code: 'FORBIDDEN',
    message: {
      'zh-CN': '请先参加活动再填写报名表单',
      'en-US': 'Join the campaign before filling in its sign-up form',
    },
  },
  CONSENT_OWN_ONLY: {
    code: 'FORBIDDEN',
    message: {
      'zh-CN': '只能查看或签署本人的协议',
      'en-US': 'You can only view or sign your own agreements',
    },
  },
  OPERATOR_ROLE_FORBIDDEN: {
    code: 'FORBIDDEN',
    message: { 'zh-CN': '您的角色无权执行此操作', 'en-US': 'Your role may not do this' },
  },
  SESSION_REFRESH_OWN_ONLY: {
    code: 'FORBIDDEN',
    message: { 'zh-CN': '只能刷新本人的登录凭证', 'en-US': 'You can only refresh your own sign-in' },
  },
  METRICS_FORBIDDEN: {
    code: 'FORBIDDEN',
    message: {
      'zh-CN': '监控指标仅对本机或持有指标令牌的请求开放',
      'en-US': 'Metrics are open only to this machine or to a request with the metrics token',
    },
  },
  // ---- INVALID_CREDENTIALS ----
  OPERATOR_WRONG_PASSWORD: {
    code: 'INVALID_CREDENTIALS',
    message: {
      'zh-CN': '用户名或密码错误，还可尝试 {attempts} 次',
      'en-US': 'Wrong username or password; {attempts} attempts left',
    },
  },
  // ---- RATE_LIMITED ----
  OPERATOR_SIGN_IN_THROTTLED: {
    code: 'RATE_LIMITED',
    message: {
      'zh-CN': '登录失败次数过多，请 {minutes} 分钟后再试',
      'en-US': 'Too many failed sign-ins; try again in {minutes} minutes',
    },
  },
  // ---- SERVER_ERROR ----
  AUDIT_LOG_WRITE_FAILED: {
    code: 'SERVER_ERROR',
    message: {
      'zh-CN': '操作未能记入审计日志，请勿重复操作，并请管理员核对结果',
      'en-US':
        'The action could not be written to the audit log; do not repeat it, and ask an administrator to check its result',
    },
  },
  DRUG_SAFETY_REPORT_UNREADABLE: {
    code: 'SERVER_ERROR',
    message: { 'zh-CN': '报告数据无法解密', 'en-US': 'The report data cannot be decrypted' },
  },
  // ---- SERVICE_UNAVAILABLE ----
  WECOM_NOT_CONFIGURED: {
    code: 'SERVICE_UNAVAILABLE',
    message: { 'zh-CN': '未配置企业微信', 'en-US': 'WeCom is not configured' },
  },
  SMS_FAILED: {
    code: 'SERVICE_UNAVAILABLE',
    message: {
      'zh-CN': '短信发送失败，请稍后再试',
      'en-US': 'The text message could not be sent; try again later',
    },
  },
  MAIL_FAILED: {
    code: 'SERVICE_UNAVAILABLE',
    message: { 'zh-CN': '邮件发送失败，请稍后再试', 'en-US': 'The email could not be sent; try again later' },
  },
  IMAGING_SERIES_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '影像序列不存在', 'en-US': 'The image series does not exist' },
  },
  IMAGING_QUESTION_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '题目不存在', 'en-US': 'The question does not exist' },
  },
  IMAGING_SLICE_NOT_FOUND: {
    code: 'NOT_FOUND',
    message: { 'zh-CN': '该层面不存在', 'en-US': 'The slice does not exist' },
  },
  IMAGING_NOT_AN_IMAGE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: {
      'zh-CN': '「{name}」不是 JPG、PNG、WEBP 或 GIF 图片，整批未上传',
      'en-US': '“{name}” is not a JPG, PNG, WEBP or GIF image; nothing was uploaded',
    },
  },
  IMAGING_ZIP_UNREADABLE: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '压缩包无法读取，请重新打包为 zip',
      'en-US': 'The archive cannot be read; pack it again as a zip',
    },
  },
  IMAGING_UPLOAD_EMPTY: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '请选择图片或 zip 压缩包', 'en-US': 'Choose images or a zip archive' },
  },
  IMAGING_TOO_MANY_SLICES: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '一个序列最多 {max} 层', 'en-US': 'A series holds at most {max} slices' },
  },
  IMAGING_WINDOW_COUNT_MISMATCH: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '该窗位须上传 {expected} 张图片（与已有层数一致），收到 {received} 张',
      'en-US': 'This window needs {expected} images (one per slice); {received} were sent',
    },
  },
  IMAGING_WINDOW_NOT_FOUND: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '序列没有这个窗位', 'en-US': 'The series has no such window' },
  },
  IMAGING_ORDER_MISMATCH: {
    code: 'VALIDATION_FAILED',
    message: {
      'zh-CN': '排序须包含该序列的每一层且各一次，请刷新后重试',
      'en-US': 'The order must hold every slice of the series once; reload and try again',
    },
  },
  IMAGING_ANSWER_NOT_A_CHOICE: {
    code: 'VALIDATION_FAILED',
    message: { 'zh-CN': '请选择一个选项', 'en-US': 'Choose one of the options' },
  },
} as const satisfies Record<string, { code: ErrorCodeName; message: { 'zh-CN': string; 'en-US': string } }>;

export type ErrorMessageName = keyof typeof errorMessages;
export type ErrorMessageLocale = 'zh-CN' | 'en-US';

/** The `{name}` placeholders of a message text. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a message's placeholders take. */
export type ErrorMessageParams<Name extends ErrorMessageName> = {
  [Key in Placeholders<(typeof errorMessages)[Name]['message']['zh-CN']>]: string | number;
};

/** A catalogue message in a locale (zh-CN, the API's, by default), its placeholders filled. */
export function formatErrorMessage<Name extends ErrorMessageName>(
  name: Name,
  params?: ErrorMessageParams<Name>,
  locale: ErrorMessageLocale = 'zh-CN',
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return errorMessages[name].message[locale].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
