export { LoginPage } from './LoginPage';
export { SignupPage } from './SignupPage';
