import { Field, InputType } from 'type-graphql';

@InputType({ description: "This browser's push subscription, as its PushSubscription.toJSON() gives it." })
export class PushDeviceInput {
  @Field(() => String, { description: "The push service's https address for this device." }) endpoint!: string;
  @Field(() => String, { description: "keys.p256dh: the device's P-256 public key, URL-safe base64." }) p256dh!: string;
  @Field(() => String, { description: "keys.auth: the device's 16-byte secret, URL-safe base64." }) auth!: string;
}
