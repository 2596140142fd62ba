/** users.gender, as sign-up and the affiliate form ask for it; pure, so validation files can name it. */
export enum Gender {
  MALE = 'Male',
  FEMALE = 'Female',
}
