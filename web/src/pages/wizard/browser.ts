/**
 * The few browser effects the wizard needs: full-page navigation, file
 * downloads and the view popup. They go through `browserEffects`, one object
 * tests can spy on (jsdom can neither navigate nor download).
 */
import { goToSignIn } from '../../lib/sessionExpiry';

/** Delay between a "Please Sign In" toast and the sign-in page (docs/product/wizard-signing-preview-login-admin.md#9-business-constants-and-limits). */
export const SIGN_IN_REDIRECT_DELAY_MS = 1500;

export const browserEffects = {
  /** Saves a blob as a file through a temporary link. */
  saveBlob(blob: Blob, filename: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
  openWindow(url: string, name: string, features: string): Window | null {
    return window.open(url, name, features);
  },
};

/** Remembers where the user was, then after 1.5 s goes to sign in (docs/product/wizard-signing-preview-login-admin.md#6-roles-and-permissions). */
export function redirectToSignIn(currentPath: string, navigate: (path: string) => void): void {
  goToSignIn(currentPath, SIGN_IN_REDIRECT_DELAY_MS, navigate);
}

export function downloadBlob(blob: Blob, filename: string): void {
  browserEffects.saveBlob(blob, filename);
}

/** "contract-1736080000000.txt": a plain-text copy named with a timestamp. */
export function textFileName(now: number = Date.now()): string {
  return `contract-${now}.txt`;
}

export function downloadText(text: string, filename: string = textFileName()): void {
  browserEffects.saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename);
}

/** The popup for /api/contracts/{id}/view: a window of 800 x 900 (docs/product/wizard-signing-preview-login-admin.md#23-contract-preview-with-annotations-previewid). */
export function openContractView(contractId: string): Window | null {
  return browserEffects.openWindow(
    `/api/contracts/${encodeURIComponent(contractId)}/view`,
    `contract-view-${contractId}`,
    'width=800,height=900',
  );
}
