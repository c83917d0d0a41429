import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { a as Fragment, d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute, t as spreadAttributes } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { t as $$LoginPrompt } from "./LoginPrompt_C2rVFMSy.mjs";
import { a as markPrivate, n as abilitiesFrom, o as accountLocation, t as $$MemberShell } from "./MemberShell_CvNyFRLI.mjs";
import { z } from "zod";
// src/components/member/FieldError.astro
createAstro("http://ivy.localhost:4321");
var $$FieldError = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$FieldError;
	const { id, message } = Astro.props;
	return renderTemplate`${message && renderTemplate`${maybeRenderHead($$result)}<p${addAttribute(id, "id")} class="mt-1 mb-0 text-sm text-brand" data-field-error>${message}</p>`}`;
}, "/work/main/src/components/member/FieldError.astro", void 0);
z.enum(Object.keys({
	OLD_PASSWORD_INCORRECT: "Old password is incorrect",
	NEW_PASSWORD_DO_NOT_MATCH: "Password confirmation does not match",
	NEW_PASSWORD_INSECURE: "New password is not secure"
}));
var INVALID_EMAIL_MESSAGE = "Invalid email address";
var EMAIL_PATTERN = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
function isValidEmail(value) {
	if (value.length < 6 || value.length > 254) return false;
	if (!EMAIL_PATTERN.test(value)) return false;
	const at = value.lastIndexOf("@");
	if (at > 64) return false;
	return value.slice(at + 1).split(".").every((label) => label.length <= 63);
}
var emailSchema = z.string({ message: INVALID_EMAIL_MESSAGE }).refine(isValidEmail, INVALID_EMAIL_MESSAGE);
var INVALID_PASSWORD_MESSAGE = "Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.";
var PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9]{8,32}$`);
function isValidPassword(value) {
	return PASSWORD_PATTERN.test(value);
}
var passwordSchema = z.string({ message: INVALID_PASSWORD_MESSAGE }).refine(isValidPassword, INVALID_PASSWORD_MESSAGE);
var INVALID_TOKEN_MESSAGE = `Must be 8 to 32 letters and digits`;
var TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9]{8,32}$`);
function isTokenLike(value) {
	return TOKEN_PATTERN.test(value);
}
z.string({ message: INVALID_TOKEN_MESSAGE }).refine(isTokenLike, INVALID_TOKEN_MESSAGE);
var INVALID_USERNAME_MESSAGE = "Username is invalid, please try a different username";
var USERNAME_PATTERN = new RegExp(`^[a-z0-9]{3,20}$`);
function isValidUsername(value) {
	return USERNAME_PATTERN.test(value);
}
z.string({ message: INVALID_USERNAME_MESSAGE }).refine(isValidUsername, INVALID_USERNAME_MESSAGE);
var INVALID_VIP_EMAIL_MESSAGE = "Invalid email address.";
/** Lower-cased and trimmed, as sent to the server. */
function normalizeVipEmail(value) {
	return value.trim().toLowerCase();
}
/** A valid address that is not on the VIP domain; checks the normalised form. */
function isValidVipEmail(value) {
	const email = normalizeVipEmail(value);
	return isValidEmail(email) && !email.endsWith("vip.demo.test");
}
/** Body of POST /subscriptions/vip-user-credentials. */
var vipCredentialsSchema = z.object({
	newEmail: z.string({ message: INVALID_VIP_EMAIL_MESSAGE }).transform(normalizeVipEmail).refine(isValidVipEmail, INVALID_VIP_EMAIL_MESSAGE),
	newPassword: passwordSchema
});
var SUPPORT_PATH = "/support";
var CONVERT_VIP_FAILED_MESSAGE = "Failed to update your credentials. Please contact customer support.";
/** Convert-VIP server messages (membership spec section 8) and what the form shows for each. */
var CONVERT_VIP_ERROR_MESSAGES = {
	EMAIL_ALREADY_EXISTS: "This email already exists. Please choose another one.",
	INVALID_EMAIL: "Email is not valid.",
	INVALID_PASSWORD: INVALID_PASSWORD_MESSAGE
};
function convertVipErrorMessage(serverMessage) {
	if (typeof serverMessage === "string" && Object.hasOwn(CONVERT_VIP_ERROR_MESSAGES, serverMessage)) return { message: CONVERT_VIP_ERROR_MESSAGES[serverMessage] };
	return {
		message: CONVERT_VIP_FAILED_MESSAGE,
		supportLink: SUPPORT_PATH
	};
}
// src/features/account/forms.ts
/**
* The /account forms. Each is a plain HTML POST form with a hidden `action` field naming the command;
* one zod schema per form turns its fields into the command the server runs.
*/
var ACCOUNT_ACTION_FIELD = "action";
var ACCOUNT_ACTIONS = [
	"display-name",
	"autoplay",
	"email-consent",
	"relationship",
	"vip-conversion",
	"tandem-child"
];
var DISPLAY_NAME_MESSAGE = `Please enter a display name of 1 to 40 characters.`;
var RELATIONSHIP_MESSAGE = `Please enter 1 to 40 characters.`;
/** Membership spec section 2, consent and notice texts. */
var EMAIL_CONSENT_TEXT = "I would like to get email updates about hot new scenes and special offers.";
var checkbox = z.literal("on").optional().transform((value) => value === "on");
var displayName = z.string({ message: DISPLAY_NAME_MESSAGE }).trim().min(1, DISPLAY_NAME_MESSAGE).max(40, DISPLAY_NAME_MESSAGE);
var relationshipField = z.string({ message: RELATIONSHIP_MESSAGE }).trim().min(1, RELATIONSHIP_MESSAGE).max(40, RELATIONSHIP_MESSAGE);
var accountCommandSchema = z.discriminatedUnion(ACCOUNT_ACTION_FIELD, [
	z.object({
		action: z.literal("display-name"),
		displayName
	}),
	z.object({
		action: z.literal("autoplay"),
		autoplayEnabled: checkbox
	}),
	z.object({
		action: z.literal("email-consent"),
		emailConsent: checkbox
	}),
	z.object({
		action: z.literal("relationship"),
		relationshipStatus: relationshipField,
		relationshipRole: relationshipField
	}),
	z.object({
		action: z.literal("vip-conversion"),
		email: vipCredentialsSchema.shape.newEmail,
		password: vipCredentialsSchema.shape.newPassword
	}),
	z.object({
		action: z.literal("tandem-child"),
		email: z.string().trim().toLowerCase().pipe(emailSchema),
		password: passwordSchema
	})
]);
/** Fields echoed back into a form that failed validation; passwords never are. */
var ECHOED_FIELDS = [
	"displayName",
	"relationshipStatus",
	"relationshipRole",
	"email"
];
var FORM_ERROR_FIELD = "form";
var UNKNOWN_ACTION_MESSAGE = `The form was not recognised: "${ACCOUNT_ACTION_FIELD}" must be one of ${ACCOUNT_ACTIONS.join(", ")}.`;
function isAccountAction(value) {
	return ACCOUNT_ACTIONS.includes(value);
}
/** Parses a submitted /account form; bad input yields messages per field, never an exception. */
function parseAccountForm(form) {
	const text = (name) => {
		const value = form.get(name);
		return typeof value === "string" ? value : void 0;
	};
	const action = text(ACCOUNT_ACTION_FIELD);
	const values = Object.fromEntries(ECHOED_FIELDS.flatMap((name) => text(name) === void 0 ? [] : [[name, text(name)]]));
	if (!isAccountAction(action)) return {
		ok: false,
		action: null,
		errors: { [FORM_ERROR_FIELD]: UNKNOWN_ACTION_MESSAGE },
		values
	};
	const raw = Object.fromEntries([
		"displayName",
		"autoplayEnabled",
		"emailConsent",
		"relationshipStatus",
		"relationshipRole",
		"email",
		"password"
	].flatMap((name) => text(name) === void 0 ? [] : [[name, text(name)]]));
	const parsed = accountCommandSchema.safeParse({
		...raw,
		action
	});
	if (parsed.success) return {
		ok: true,
		command: parsed.data
	};
	const errors = {};
	for (const issue of parsed.error.issues) {
		const field = String(issue.path[0] ?? "form");
		errors[field] ??= issue.message;
	}
	return {
		ok: false,
		action,
		errors,
		values
	};
}
// src/features/account/tandem.ts
/**
* Server messages of createTandemChildAccount beyond the shared credential ones. The spec names no
* texts for them; these are ours.
*/
var TANDEM_ERROR_MESSAGES = {
	TANDEM_NOT_ALLOWED: "Your membership cannot have a tandem account.",
	TANDEM_CHILD_ALREADY_EXISTS: "Your tandem account already exists."
};
/** What the tandem form shows for a refusal: credential messages as for Convert-VIP, then ours. */
function tandemErrorMessage(serverMessage) {
	if (Object.hasOwn(TANDEM_ERROR_MESSAGES, serverMessage)) return { message: TANDEM_ERROR_MESSAGES[serverMessage] };
	return convertVipErrorMessage(serverMessage);
}
// src/features/account/account.server.ts
var SECTION_NOT_ALLOWED_MESSAGE = "This setting is not available for your account.";
/** Which field a credential refusal belongs next to. */
function credentialField(serverMessage) {
	if (serverMessage === "INVALID_PASSWORD") return "password";
	return serverMessage in CONVERT_VIP_ERROR_MESSAGES ? "email" : FORM_ERROR_FIELD;
}
function refused(action, serverMessage, error, email) {
	return {
		kind: "invalid",
		action,
		errors: { [credentialField(serverMessage)]: error.message },
		values: { email },
		...error.supportLink === void 0 ? {} : { supportLink: error.supportLink }
	};
}
/** A section the member does not have cannot be posted to either. */
function allowed(command, sections) {
	switch (command.action) {
		case "relationship": return sections.relationship === "edit";
		case "vip-conversion": return sections.vipConversion;
		case "tandem-child": return sections.tandemChildAccount;
		default: return true;
	}
}
var redirectTo = (notification) => ({
	kind: "redirect",
	location: accountLocation(notification)
});
async function run(command, api) {
	switch (command.action) {
		case "display-name":
			await api.setDisplayName(command.displayName);
			return redirectTo("display_name_updated");
		case "autoplay":
			await api.setAutoplay(command.autoplayEnabled);
			return redirectTo("autoplay_updated");
		case "email-consent":
			await api.setEmailConsent(command.emailConsent);
			return redirectTo("email_consent_updated");
		case "relationship":
			await api.setRelationship(command.relationshipStatus, command.relationshipRole);
			return redirectTo("relationship_updated");
		case "vip-conversion": {
			const answer = await api.convertVipCredentials(command.email, command.password);
			return answer.ok ? redirectTo("vip_converted") : refused(command.action, answer.message, convertVipErrorMessage(answer.message), command.email);
		}
		case "tandem-child": {
			const answer = await api.createTandemChildAccount(command.email, command.password);
			return answer.ok ? redirectTo("tandem_created") : refused(command.action, answer.message, tandemErrorMessage(answer.message), command.email);
		}
	}
}
/** Section 4: an email-consent failure flashes the unknown error; other settings the update failure. */
function failureOf(command) {
	return command.action === "email-consent" ? "unknown_error" : "update_error";
}
/**
* Handles one submitted /account form for the signed-in member: validate, call the member's API,
* redirect back with a notification. An upstream failure becomes a notification, never a stack.
*/
async function handleAccountPost(form, api, sections, log = (line) => console.error(line)) {
	const parsed = parseAccountForm(form);
	if (!parsed.ok) return {
		kind: "invalid",
		action: parsed.action,
		errors: parsed.errors,
		values: parsed.values
	};
	const { command } = parsed;
	if (!allowed(command, sections)) return {
		kind: "invalid",
		action: command.action,
		errors: { [FORM_ERROR_FIELD]: SECTION_NOT_ALLOWED_MESSAGE },
		values: {}
	};
	try {
		return await run(command, api);
	} catch (error) {
		log(`account: ${command.action} failed: ${error.message}`);
		return redirectTo(failureOf(command));
	}
}
async function creditCardUpdateLocation(api, log = (line) => console.error(line)) {
	try {
		const url = new URL(await api.creditCardUpdateUrl());
		if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`unexpected credit card URL scheme ${url.protocol}`);
		return url.href;
	} catch (error) {
		log(`account: credit card update failed: ${error.message}`);
		return accountLocation("update_credit_card_error");
	}
}
// src/features/account/sections.ts
/**
* Section 6: the relationship section is seen by admin or members of the relationship-status brand and
* edited by admin or an active non-child member of it; both rules live in the abilities.
*/
function relationshipSection(abilities) {
	if (abilities.can("edit", "RelationshipStatus")) return "edit";
	return abilities.can("see", "RelationshipStatus") ? "view" : "hidden";
}
/** A tandem parent holds the tandem subscription and is not itself the child account. */
function isTandemParent(profile) {
	return profile.tandemSubscription.hasTandemChildAccount && !profile.tandemSubscription.isTandemChildAccount;
}
function accountSections(profile, abilities) {
	return {
		relationship: relationshipSection(abilities),
		vipConversion: profile.specialAttributes.isVipUser,
		tandemChildAccount: isTandemParent(profile)
	};
}
// src/pages/account.astro
var account_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Account,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$Account = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Account;
	markPrivate(Astro.response.headers);
	const member = Astro.locals.member;
	const sections = member ? accountSections(member.profile, abilitiesFrom(member.abilities)) : null;
	let invalid = null;
	if (member && sections) {
		if (Astro.request.method === "POST") {
			const outcome = await handleAccountPost(await Astro.request.formData().catch(() => new FormData()), member.api, sections);
			if (outcome.kind === "redirect") return Astro.redirect(outcome.location, 303);
			invalid = outcome;
			Astro.response.status = 422;
		} else if (Astro.url.searchParams.get("update") === "credit-card") return Astro.redirect(await creditCardUpdateLocation(member.api), 302);
	}
	const profile = member?.profile;
	const errorOf = (action, field) => invalid && invalid.action === action ? invalid.errors[field] : void 0;
	const valueOf = (action, field) => invalid && invalid.action === action ? invalid.values[field] : void 0;
	const described = (action, field) => {
		return errorOf(action, field) === void 0 ? {} : {
			"aria-describedby": `${action}-${field}-error`,
			"aria-invalid": "true"
		};
	};
	const formError = (action) => errorOf(action, FORM_ERROR_FIELD);
	const unknownFormError = invalid && invalid.action === null ? invalid.errors[FORM_ERROR_FIELD] : void 0;
	const sectionClass = "mb-6 rounded-md bg-surface p-6";
	const inputClass = "mt-1 block w-full max-w-md rounded-md border border-muted bg-page px-3 py-2 text-ink focus-ring";
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "Account" }, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">Account</h1> ${!member || !profile || !sections ? renderTemplate`${renderComponent($$result, "LoginPrompt", $$LoginPrompt, {})}` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${unknownFormError && renderTemplate`<p role="alert">${unknownFormError}</p>`}<section${addAttribute(sectionClass, "class")} aria-labelledby="display-name-heading"> <h2 id="display-name-heading" class="mt-0 font-heading text-xl">Display name</h2> <form method="post" action="/account" novalidate> <input type="hidden"${addAttribute(ACCOUNT_ACTION_FIELD, "name")} value="display-name"> <label for="display-name">Display name</label> <input id="display-name" name="displayName"${addAttribute(inputClass, "class")} autocomplete="nickname"${addAttribute(valueOf("display-name", "displayName") ?? profile.displayName ?? "", "value")}${spreadAttributes(described("display-name", "displayName"))}> ${renderComponent($$result, "FieldError", $$FieldError, {
		"id": "display-name-displayName-error",
		"message": errorOf("display-name", "displayName")
	})} <button type="submit" class="btn mt-3">Save display name</button> </form> </section> <section${addAttribute(sectionClass, "class")} aria-labelledby="autoplay-heading"> <h2 id="autoplay-heading" class="mt-0 font-heading text-xl">Playback</h2> <form method="post" action="/account"> <input type="hidden"${addAttribute(ACCOUNT_ACTION_FIELD, "name")} value="autoplay"> <label class="flex items-center gap-2"> <input type="checkbox" name="autoplayEnabled"${addAttribute(profile.autoplayEnabled, "checked")} class="focus-ring">
Play the next video automatically
</label> <button type="submit" class="btn mt-3">Save playback setting</button> </form> </section> <section${addAttribute(sectionClass, "class")} aria-labelledby="email-consent-heading"> <h2 id="email-consent-heading" class="mt-0 font-heading text-xl">Email updates</h2> <form method="post" action="/account"> <input type="hidden"${addAttribute(ACCOUNT_ACTION_FIELD, "name")} value="email-consent"> <label class="flex items-center gap-2"> <input type="checkbox" name="emailConsent"${addAttribute(profile.hasEmailConsent, "checked")} class="focus-ring"> ${EMAIL_CONSENT_TEXT} </label> <button type="submit" class="btn mt-3">Save email preference</button> </form> </section> ${sections.relationship !== "hidden" && renderTemplate`<section${addAttribute(sectionClass, "class")} aria-labelledby="relationship-heading" data-section="relationship"> <h2 id="relationship-heading" class="mt-0 font-heading text-xl">Relationship status</h2> ${sections.relationship === "view" ? renderTemplate`<dl> <dt class="font-semibold">Status</dt><dd class="m-0 mb-2">${profile.relationshipStatus ?? "Not set"}</dd> <dt class="font-semibold">Role</dt><dd class="m-0">${profile.relationshipRole ?? "Not set"}</dd> </dl>` : renderTemplate`<form method="post" action="/account" novalidate> <input type="hidden"${addAttribute("action", "name")} value="relationship"> <label for="relationship-status">Status</label> <input id="relationship-status" name="relationshipStatus"${addAttribute(inputClass, "class")}${addAttribute(valueOf("relationship", "relationshipStatus") ?? profile.relationshipStatus ?? "", "value")}${spreadAttributes(described("relationship", "relationshipStatus"))}> ${renderComponent($$result, "FieldError", $$FieldError, {
		"id": "relationship-relationshipStatus-error",
		"message": errorOf("relationship", "relationshipStatus")
	})} <label for="relationship-role" class="mt-3 block">Role</label> <input id="relationship-role" name="relationshipRole"${addAttribute(inputClass, "class")}${addAttribute(valueOf("relationship", "relationshipRole") ?? profile.relationshipRole ?? "", "value")}${spreadAttributes(described("relationship", "relationshipRole"))}> ${renderComponent($$result, "FieldError", $$FieldError, {
		"id": "relationship-relationshipRole-error",
		"message": errorOf("relationship", "relationshipRole")
	})} ${formError("relationship") && renderTemplate`<p role="alert">${formError("relationship")}</p>`} <button type="submit" class="btn mt-3">Save relationship status</button> </form>`} </section>`}${sections.vipConversion && renderTemplate`<section${addAttribute(sectionClass, "class")} aria-labelledby="vip-heading" data-section="vip-conversion"> <h2 id="vip-heading" class="mt-0 font-heading text-xl">VIP</h2> <p class="font-semibold">Exclusive membership</p> <p>Please type your own email address and password to register the account.</p> <form method="post" action="/account" novalidate> <input type="hidden"${addAttribute("action", "name")} value="vip-conversion"> <label for="vip-email">Email</label> <input id="vip-email" name="email" type="email" autocomplete="email"${addAttribute(inputClass, "class")}${addAttribute(valueOf("vip-conversion", "email") ?? "", "value")}${spreadAttributes(described("vip-conversion", "email"))}> ${renderComponent($$result, "FieldError", $$FieldError, {
		"id": "vip-conversion-email-error",
		"message": errorOf("vip-conversion", "email")
	})} <label for="vip-password" class="mt-3 block">Password</label> <input id="vip-password" name="password" type="password" autocomplete="new-password"${addAttribute(inputClass, "class")}${spreadAttributes(described("vip-conversion", "password"))}> ${renderComponent($$result, "FieldError", $$FieldError, {
		"id": "vip-conversion-password-error",
		"message": errorOf("vip-conversion", "password")
	})} ${formError("vip-conversion") && renderTemplate`<p role="alert"> ${formError("vip-conversion")}${" "} ${invalid?.supportLink && renderTemplate`<a class="link"${addAttribute("/support", "href")}>Contact support</a>`} </p>`} <p class="text-sm text-muted">
By clicking CONTINUE you agree to the <a class="link" href="/terms">terms and conditions</a> and the
<a class="link" href="/privacy">privacy policy</a> of ${tenant.name}.
</p> <button type="submit" class="btn">Continue</button> </form> </section>`}${sections.tandemChildAccount && renderTemplate`<section${addAttribute(sectionClass, "class")} aria-labelledby="tandem-heading" data-section="tandem-child-account"> <h2 id="tandem-heading" class="mt-0 font-heading text-xl">Tandem account</h2> <p>Create the second login of your tandem membership with its own email address and password.</p> <form method="post" action="/account" novalidate> <input type="hidden"${addAttribute("action", "name")} value="tandem-child"> <label for="tandem-email">Email of the tandem account</label> <input id="tandem-email" name="email" type="email" autocomplete="off"${addAttribute(inputClass, "class")}${addAttribute(valueOf("tandem-child", "email") ?? "", "value")}${spreadAttributes(described("tandem-child", "email"))}> ${renderComponent($$result, "FieldError", $$FieldError, {
		"id": "tandem-child-email-error",
		"message": errorOf("tandem-child", "email")
	})} <label for="tandem-password" class="mt-3 block">Password of the tandem account</label> <input id="tandem-password" name="password" type="password" autocomplete="new-password"${addAttribute(inputClass, "class")}${spreadAttributes(described("tandem-child", "password"))}> ${renderComponent($$result, "FieldError", $$FieldError, {
		"id": "tandem-child-password-error",
		"message": errorOf("tandem-child", "password")
	})} ${formError("tandem-child") && renderTemplate`<p role="alert"> ${formError("tandem-child")}${" "} ${invalid?.supportLink && renderTemplate`<a class="link"${addAttribute("/support", "href")}>Contact support</a>`} </p>`} <button type="submit" class="btn mt-3">Create tandem account</button> </form> </section>`}${profile.subscription && renderTemplate`<section${addAttribute(sectionClass, "class")} aria-labelledby="payment-heading"> <h2 id="payment-heading" class="mt-0 font-heading text-xl">Payment</h2> <p class="mb-0"><a class="link"${addAttribute("/account?update=credit-card", "href")}>Update credit card</a></p> </section>`}` })}`}` })}`;
}, "/work/main/src/pages/account.astro", void 0);
var $$file = "/work/main/src/pages/account.astro";
var $$url = "/account";
// \0virtual:astro:page:src/pages/account@_@astro
var page = () => account_exports;
export { page };
