/**
 * The visitor's reminder e-mail of a confirmed visit (src/server/services/notify/reminder-message.ts).
 * The hello, the reference, the date and the course reuse the status texts (status.*). Nothing a
 * visitor typed goes in it; {time} is in Vietnam time, which the subject says.
 */
export const reminderKo = {
  'reminder.subject.today': '알림: 오늘 {time}(베트남 시간) {spa} 방문 예약 · {ref}',
  'reminder.subject.tomorrow': '알림: 내일 {time}(베트남 시간) {spa} 방문 예약 · {ref}',
  'reminder.subject.on': '알림: {date} {time}(베트남 시간) {spa} 방문 예약 · {ref}',
  'reminder.lead': '확정된 {spa} 방문 예약을 다시 알려 드립니다.',
  'reminder.address': '주소',
  'reminder.link': '예약 확인·취소: {url}',
  'reminder.calendar': '캘린더에 추가 (.ics): {url}',
  'reminder.cannotCome': '오지 못하시면 예약 페이지에서 취소하시거나 전화해 주세요: {phone}',
} as const;

export type ReminderUIKey = keyof typeof reminderKo;
