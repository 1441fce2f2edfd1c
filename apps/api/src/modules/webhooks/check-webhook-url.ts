import { AppError } from '../../http/app-error.ts';
import { webhookUrlProblem } from './webhook-target.ts';

/** Refuses a URL that is not a public https address (unless insecure targets are allowed). */
export function checkWebhookUrl(url: string, allowInsecure: boolean): void {
  if (webhookUrlProblem(url, allowInsecure)) {
    throw new AppError('WEBHOOK_URL_NOT_ALLOWED', {
      fields: { url: 'https:// 로 시작하는 외부 주소를 입력해 주세요 / Use a public https:// address' },
    });
  }
}
