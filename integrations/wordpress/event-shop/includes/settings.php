<?php
/**
 * The settings: one option array (event_shop_settings), its defaults, the sanitize callback that keeps
 * the last valid value of a field given badly, and the shop's config built from it.
 *
 * @package Event_Shop
 */

defined( 'ABSPATH' ) || exit;

/**
 * The languages the shop ships besides English (dist/event-shop.<lang>.js), each by its own name.
 *
 * @return array<string, string> Language code → the language's name in itself.
 */
function event_shop_languages() {
	return array(
		'ar' => 'العربية',
		'cs' => 'Čeština',
		'da' => 'Dansk',
		'de' => 'Deutsch',
		'es' => 'Español',
		'fr' => 'Français',
		'it' => 'Italiano',
		'nl' => 'Nederlands',
		'pl' => 'Polski',
		'pt' => 'Português',
		'sv' => 'Svenska',
	);
}

/**
 * The keys of the settings that are config keys of the shop, given by the fields of the settings page.
 *
 * @return string[]
 */
function event_shop_config_field_keys() {
	return array(
		'apiBase',
		'siteBase',
		'currency',
		'timezone',
		'countries',
		'locale',
		'contactEmail',
		'contactAddress',
		'websiteUrl',
		'logoUrl',
		'bannerUrl',
		'paymentGateway',
		'shopActive',
		'merchandiseActive',
		'queueIt',
	);
}

/**
 * The IANA time zone of the site, when it has one (not a "UTC+2" offset), else Europe/Amsterdam.
 *
 * @return string
 */
function event_shop_default_timezone() {
	$zone = wp_timezone_string();
	return in_array( $zone, timezone_identifiers_list(), true ) ? $zone : 'Europe/Amsterdam';
}

/**
 * The locale the shop follows: the site's (in the admin too, where determine_locale() is the user's).
 *
 * @return string A WordPress locale, such as nl_NL.
 */
function event_shop_site_locale() {
	return is_admin() ? get_locale() : determine_locale();
}

/**
 * A WordPress locale as a BCP 47 tag: nl_NL → nl-NL, de_DE_formal → de-DE, ca → ca.
 *
 * @param string $wp_locale A WordPress locale.
 * @return string
 */
function event_shop_bcp47( $wp_locale ) {
	$parts    = explode( '_', (string) $wp_locale );
	$language = strtolower( $parts[0] );
	if ( ! preg_match( '/^[a-z]{2,3}$/', $language ) ) {
		return 'en';
	}
	if ( isset( $parts[1] ) && preg_match( '/^(?:[A-Z]{2}|[0-9]{3})$/', $parts[1] ) ) {
		return $language . '-' . $parts[1];
	}
	return $language;
}

/**
 * The defaults of every setting.
 *
 * @return array<string, mixed>
 */
function event_shop_default_settings() {
	$region = explode( '_', get_locale() . '_' )[1];
	return array(
		'apiBase'           => '/shop-api',
		'siteBase'          => '',
		'currency'          => 'EUR',
		'timezone'          => event_shop_default_timezone(),
		'countries'         => preg_match( '/^[A-Z]{2}$/', $region ) ? array( $region ) : array(),
		'language'          => '',
		'locale'            => '',
		'contactEmail'      => '',
		'contactAddress'    => '',
		'websiteUrl'        => '',
		'logoUrl'           => '',
		'bannerUrl'         => '',
		'paymentGateway'    => '',
		'shopActive'        => true,
		'merchandiseActive' => true,
		'queueIt'           => false,
		'themeStyles'       => true,
		'moreConfig'        => '',
	);
}

/**
 * The settings as saved, every key present with its default when it was never saved.
 *
 * @return array<string, mixed>
 */
function event_shop_get_settings() {
	$saved = get_option( EVENT_SHOP_OPTION, array() );
	return array_merge( event_shop_default_settings(), is_array( $saved ) ? $saved : array() );
}

/**
 * Registers the option with the Settings API, on every request, so that its sanitize callback checks
 * any update (WP-CLI's too). The settings page saves through wp-admin/options.php, which checks the
 * form's nonce (settings_fields) and the capability of the page (manage_options) before it runs.
 */
function event_shop_register_setting() {
	register_setting(
		'event_shop',
		EVENT_SHOP_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'event_shop_sanitize_settings',
			'show_in_rest'      => false,
		)
	);
}
add_action( 'init', 'event_shop_register_setting' );

/**
 * Whether a text is an API or site base: a path on this site ("/shop-api") or an http(s) URL.
 *
 * @param string $value The text.
 * @return bool
 */
function event_shop_is_base( $value ) {
	if ( preg_match( '#[\s"\'<>\\\\]#', $value ) ) {
		return false;
	}
	if ( preg_match( '#^/(?!/)#', $value ) ) {
		return true;
	}
	$parts = wp_parse_url( $value );
	return is_array( $parts ) && isset( $parts['scheme'], $parts['host'] ) && in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true );
}

/**
 * A setting's text as given, trimmed ('' for what is not text).
 *
 * @param mixed $value The value posted.
 * @return string
 */
function event_shop_text( $value ) {
	return is_scalar( $value ) ? trim( (string) $value ) : '';
}

/**
 * The country codes of a list given as "NL BE DE", "nl, be" or an array of codes.
 *
 * @param mixed $value The value posted.
 * @return string[] Upper-case items, without duplicates (not yet checked to be codes).
 */
function event_shop_country_list( $value ) {
	$text = is_array( $value ) ? implode( ' ', array_filter( $value, 'is_string' ) ) : event_shop_text( $value );
	return array_values( array_unique( preg_split( '/[\s,;]+/', strtoupper( $text ), -1, PREG_SPLIT_NO_EMPTY ) ) );
}

/**
 * Checks one setting's value.
 *
 * @param string $key   The setting.
 * @param mixed  $value The value posted.
 * @return mixed|WP_Error The value to store, or the error to report (the setting keeps its last value).
 */
function event_shop_validate_setting( $key, $value ) {
	$text = event_shop_text( $value );
	switch ( $key ) {
		case 'apiBase':
			return event_shop_is_base( $text ) ? $text : new WP_Error( $key, __( 'The API base must be a path on this site that starts with "/" (such as /shop-api) or an http(s) address.', 'event-shop' ) );
		case 'siteBase':
			return '' === $text || event_shop_is_base( $text ) ? $text : new WP_Error( $key, __( 'The site base must be empty, a path that starts with "/" or an http(s) address.', 'event-shop' ) );
		case 'currency':
			$text = strtoupper( $text );
			return preg_match( '/^[A-Z]{3}$/', $text ) ? $text : new WP_Error( $key, __( 'The currency must be an ISO 4217 code of three letters, such as EUR.', 'event-shop' ) );
		case 'timezone':
			return in_array( $text, timezone_identifiers_list(), true ) ? $text : new WP_Error( $key, __( 'The time zone must be one of the list (an IANA name such as Europe/Amsterdam).', 'event-shop' ) );
		case 'countries':
			$codes = event_shop_country_list( $value );
			$bad   = preg_grep( '/^[A-Z]{2}$/', $codes, PREG_GREP_INVERT );
			if ( ! $codes ) {
				return new WP_Error( $key, __( 'Name at least one country, by its two-letter ISO 3166 code (such as NL).', 'event-shop' ) );
			}
			if ( $bad ) {
				/* translators: %s: the entries that are not country codes. */
				return new WP_Error( $key, sprintf( __( 'These are not two-letter ISO 3166 country codes: %s', 'event-shop' ), implode( ', ', $bad ) ) );
			}
			return $codes;
		case 'language':
			return '' === $text || 'en' === $text || array_key_exists( $text, event_shop_languages() ) ? $text : new WP_Error( $key, __( 'Choose a language of the list.', 'event-shop' ) );
		case 'locale':
			$text = str_replace( '_', '-', $text );
			return '' === $text || preg_match( '/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/', $text ) ? $text : new WP_Error( $key, __( 'The locale must be a BCP 47 language tag, such as nl-NL, or empty.', 'event-shop' ) );
		case 'contactEmail':
			return '' === $text || is_email( $text ) ? sanitize_email( $text ) : new WP_Error( $key, __( 'The contact e-mail is not an e-mail address.', 'event-shop' ) );
		case 'contactAddress':
			return sanitize_textarea_field( $text );
		case 'websiteUrl':
		case 'logoUrl':
		case 'bannerUrl':
			$url = '' === $text ? '' : esc_url_raw( $text, array( 'http', 'https' ) );
			/* translators: %s: the address given. */
			return '' === $text || '' !== $url ? $url : new WP_Error( $key, sprintf( __( 'Not an http(s) address: %s', 'event-shop' ), $text ) );
		case 'paymentGateway':
			return sanitize_text_field( $text );
		case 'shopActive':
		case 'merchandiseActive':
		case 'queueIt':
		case 'themeStyles':
			return ! empty( $value );
		case 'moreConfig':
			return event_shop_validate_more_config( $text );
	}
	return new WP_Error( $key, __( 'Unknown setting.', 'event-shop' ) );
}

/**
 * Checks the "More config (JSON)" text: empty, or a JSON object.
 *
 * @param string $text The text.
 * @return string|WP_Error
 */
function event_shop_validate_more_config( $text ) {
	if ( '' === $text ) {
		return '';
	}
	$decoded = json_decode( $text );
	if ( JSON_ERROR_NONE !== json_last_error() ) {
		/* translators: %s: PHP's description of the JSON error, such as "Syntax error". */
		return new WP_Error( 'moreConfig', sprintf( __( 'More config is not valid JSON (%s); the previous value is kept.', 'event-shop' ), json_last_error_msg() ) );
	}
	if ( ! $decoded instanceof stdClass ) {
		return new WP_Error( 'moreConfig', __( 'More config must be a JSON object, such as {"ageRanges": {"adult": "Adult"}}; the previous value is kept.', 'event-shop' ) );
	}
	return $text;
}

/**
 * The sanitize callback of the option: each field is checked; a bad one is reported and keeps its
 * previous valid value, the others are saved.
 *
 * @param mixed $input The settings posted (wp-admin/options.php has unslashed them).
 * @return array<string, mixed>
 */
function event_shop_sanitize_settings( $input ) {
	$output = event_shop_get_settings();
	if ( ! is_array( $input ) ) {
		return $output;
	}
	foreach ( array_keys( event_shop_default_settings() ) as $key ) {
		if ( ! array_key_exists( $key, $input ) ) {
			continue;
		}
		$result = event_shop_validate_setting( $key, $input[ $key ] );
		if ( is_wp_error( $result ) ) {
			event_shop_settings_error( $key, $result->get_error_message(), 'error' );
		} else {
			$output[ $key ] = $result;
		}
	}
	$shadowed = array_intersect( array_keys( event_shop_more_config( $output['moreConfig'] ) ), event_shop_config_field_keys() );
	if ( $shadowed ) {
		/* translators: %s: config keys, such as "currency, apiBase". */
		event_shop_settings_error( 'moreConfig', sprintf( __( 'More config sets keys that fields of this page set too; the fields win: %s', 'event-shop' ), implode( ', ', $shadowed ) ), 'warning' );
	}
	return $output;
}

/**
 * Reports a setting's problem on the settings page (only there: the option may be updated elsewhere),
 * escaped.
 *
 * @param string $key     The setting.
 * @param string $message The message.
 * @param string $type    'error' or 'warning'.
 */
function event_shop_settings_error( $key, $message, $type ) {
	if ( ! function_exists( 'add_settings_error' ) ) {
		return;
	}
	// The option's first save sanitizes twice (update_option, then add_option): one message each.
	foreach ( get_settings_errors( EVENT_SHOP_OPTION ) as $error ) {
		if ( 'event-shop-' . $key === $error['code'] && esc_html( $message ) === $error['message'] ) {
			return;
		}
	}
	// settings_errors() prints the message as HTML, and it may quote what was typed.
	add_settings_error( EVENT_SHOP_OPTION, 'event-shop-' . $key, esc_html( $message ), $type );
}

/**
 * The keys of "More config (JSON)", their values as decoded (objects stay objects, so that {} is
 * printed as {} and not as []).
 *
 * @param string $text The stored text.
 * @return array<string, mixed>
 */
function event_shop_more_config( $text ) {
	$decoded = '' === $text ? null : json_decode( $text );
	return $decoded instanceof stdClass ? get_object_vars( $decoded ) : array();
}

/**
 * The shop's config as printed on a page: "More config (JSON)" with the fields over it, only the
 * fields that have a value.
 *
 * @param array<string, mixed>|null $settings The settings (default: the saved ones).
 * @return array<string, mixed>
 */
function event_shop_config( $settings = null ) {
	$settings = null === $settings ? event_shop_get_settings() : $settings;
	$config   = event_shop_more_config( (string) $settings['moreConfig'] );
	if ( '' === $settings['locale'] ) {
		$settings['locale'] = event_shop_bcp47( event_shop_site_locale() );
	}
	foreach ( event_shop_config_field_keys() as $key ) {
		$value = $settings[ $key ] ?? '';
		if ( is_bool( $value ) ) {
			$config[ $key ] = $value;
		} elseif ( is_array( $value ) ? array() !== $value : '' !== (string) $value ) {
			$config[ $key ] = is_array( $value ) ? array_values( $value ) : (string) $value;
		}
	}
	/**
	 * Filters the shop's config before it is printed on a page (docs/config-reference.md lists the keys).
	 *
	 * @param array<string, mixed> $config   The config.
	 * @param array<string, mixed> $settings The plugin's settings.
	 */
	return apply_filters( 'event_shop_config', $config, $settings );
}

/**
 * The config as the JSON printed in the page's <script type="application/json">: JSON_HEX_TAG and
 * JSON_HEX_AMP so that no "</script>" or "<!--" in a value can end the tag.
 *
 * @param array<string, mixed> $config The config.
 * @param int                  $flags  More json_encode flags (JSON_PRETTY_PRINT for the preview).
 * @return string
 */
function event_shop_config_json( $config, $flags = 0 ) {
	$json = wp_json_encode( (object) $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | $flags );
	return false === $json ? '{}' : $json;
}
