export { LoginPage } from './LoginPage';
export { SignupPage } from './SignupPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { SetPasswordPage } from './SetPasswordPage';
