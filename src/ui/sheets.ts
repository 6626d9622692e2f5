import kitCss from './styles.css';
import { sonnerStylesheet } from './sonner-document';
import toastThemeCss from './toasts.css';

/** The interface kit's own stylesheet: resets, layout, buttons, forms (adopted by every shadow root). */
export const baseCss: string = kitCss;

/** sonner's stylesheet with the shop's toast colours over it (the overlay's root only; read once sonner has loaded). */
export const toastCss = (): string => `${sonnerStylesheet()}\n${toastThemeCss}`;
