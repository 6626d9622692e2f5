<?php
/**
 * The shop's script on the pages that show the shop: the file of the site's language from the
 * plugin's assets/ folder, deferred in the footer with its Subresource Integrity hash, after the
 * page's config (<script type="application/json" id="event-shop-config">), printed once.
 *
 * @package Event_Shop
 */

defined( 'ABSPATH' ) || exit;

/**
 * The folder of the bundle's files (the release zip puts them there; a checkout has none).
 *
 * @return string
 */
function event_shop_assets_dir() {
	return EVENT_SHOP_DIR . 'assets/';
}

/**
 * The SRI hashes of assets/integrity.json, by file name ({"event-shop.js": "sha384-…"}).
 *
 * @return array<string, string> Only well-formed entries; empty when the file is missing or broken.
 */
function event_shop_integrity() {
	static $hashes = null;
	if ( null === $hashes ) {
		$hashes = array();
		$file   = event_shop_assets_dir() . 'integrity.json';
		// A local file of the plugin, not a remote one.
		$json    = is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$entries = false === $json ? null : json_decode( $json, true );
		foreach ( is_array( $entries ) ? $entries : array() as $name => $hash ) {
			if ( is_string( $name ) && is_string( $hash ) && preg_match( '#^sha384-[A-Za-z0-9+/]{64}$#', $hash ) ) {
				$hashes[ $name ] = $hash;
			}
		}
	}
	return $hashes;
}

/**
 * Whether a bundle file is there with its hash, ready to be served.
 *
 * @param string $file A file name, such as event-shop.nl.js.
 * @return bool
 */
function event_shop_asset_ready( $file ) {
	return isset( event_shop_integrity()[ $file ] ) && is_file( event_shop_assets_dir() . $file );
}

/**
 * The shipped language of a WordPress locale: nl_NL → nl, pt_BR → pt, de_DE_formal → de; '' (English)
 * for a language the shop does not ship.
 *
 * @param string $wp_locale A WordPress locale.
 * @return string
 */
function event_shop_language_of_locale( $wp_locale ) {
	$language = strtolower( explode( '_', (string) $wp_locale )[0] );
	return array_key_exists( $language, event_shop_languages() ) ? $language : '';
}

/**
 * The bundle file a page loads: the language set on the settings page, else the site's; English
 * (event-shop.js) for any other language, or when the language's file is missing.
 *
 * @param array<string, mixed> $settings The settings.
 * @return string
 */
function event_shop_script_file( $settings ) {
	$language = '' === $settings['language'] ? event_shop_language_of_locale( event_shop_site_locale() ) : $settings['language'];
	$file     = '' === $language || 'en' === $language ? 'event-shop.js' : 'event-shop.' . $language . '.js';
	return event_shop_asset_ready( $file ) ? $file : 'event-shop.js';
}

/**
 * Marks this page as one that shows the shop, and enqueues its script and theme styles (once).
 *
 * @return bool Whether the shop's script is there to be loaded.
 */
function event_shop_enqueue() {
	event_shop_on_page( true );
	if ( wp_script_is( 'event-shop', 'enqueued' ) ) {
		return true;
	}
	if ( ! event_shop_asset_ready( 'event-shop.js' ) ) {
		return false;
	}
	$settings = event_shop_get_settings();
	$url      = plugins_url( 'assets/' . event_shop_script_file( $settings ), EVENT_SHOP_FILE );
	// WordPress 6.3 defers through its loading strategies; before, script_loader_tag adds `defer`.
	$in_footer = version_compare( get_bloginfo( 'version' ), '6.3', '>=' ) ? array(
		'strategy'  => 'defer',
		'in_footer' => true,
	) : true;
	wp_enqueue_script( 'event-shop', $url, array(), EVENT_SHOP_VERSION, $in_footer );
	if ( ! empty( $settings['themeStyles'] ) ) {
		event_shop_enqueue_theme_style();
	}
	return true;
}

/**
 * Whether the page being made shows the shop (a block or shortcode has been rendered).
 *
 * @param bool $mark True to mark it so.
 * @return bool
 */
function event_shop_on_page( $mark = false ) {
	static $on_page = false;
	if ( $mark ) {
		$on_page = true;
	}
	return $on_page;
}

/**
 * Adds `integrity` (the file's SRI hash), `crossorigin` and, before WordPress 6.3, `defer` to the
 * shop's script tag.
 *
 * @param string $tag    The script tags of the handle (translations and inline scripts included).
 * @param string $handle The handle.
 * @param string $src    The script's address.
 * @return string
 */
function event_shop_script_loader_tag( $tag, $handle, $src ) {
	if ( 'event-shop' !== $handle ) {
		return $tag;
	}
	$path = (string) wp_parse_url( $src, PHP_URL_PATH );
	$hash = event_shop_integrity()[ wp_basename( $path ) ] ?? '';
	if ( '' === $hash ) {
		return $tag;
	}
	return (string) preg_replace_callback(
		'#<script\b([^>]*\bid=(["\'])event-shop-js\2[^>]*)>#',
		function ( $matches ) use ( $hash ) {
			$attributes = rtrim( $matches[1] );
			if ( ! preg_match( '#\sdefer(?:[\s=]|$)#', $attributes ) ) {
				$attributes .= ' defer';
			}
			return '<script' . $attributes . ' integrity="' . esc_attr( $hash ) . '" crossorigin="anonymous">';
		},
		$tag,
		1
	);
}
add_filter( 'script_loader_tag', 'event_shop_script_loader_tag', 10, 3 );

/**
 * Prints the config once, in the footer of a page that shows the shop, before the footer's scripts
 * (wp_print_footer_scripts runs at priority 20).
 */
function event_shop_print_config() {
	static $printed = false;
	if ( $printed || ! event_shop_on_page() ) {
		return;
	}
	$printed = true;
	wp_print_inline_script_tag(
		event_shop_config_json( event_shop_config() ),
		array(
			'type' => 'application/json',
			'id'   => 'event-shop-config',
		)
	);
}
add_action( 'wp_footer', 'event_shop_print_config', 5 );

/**
 * In the admin, for those who manage options: says so when the bundle files are missing.
 */
function event_shop_missing_assets_notice() {
	if ( ! current_user_can( 'manage_options' ) || event_shop_asset_ready( 'event-shop.js' ) ) {
		return;
	}
	echo '<div class="notice notice-warning"><p>';
	echo esc_html(
		sprintf(
			/* translators: 1: a folder, such as wp-content/plugins/event-shop/assets/; 2: a file name. */
			__( 'Event Shop: the shop\'s script is missing from %1$s (event-shop.js and integrity.json), so pages show no shop. Install the plugin from its release zip (%2$s).', 'event-shop' ),
			'wp-content/plugins/' . dirname( plugin_basename( EVENT_SHOP_FILE ) ) . '/assets/',
			'event-shop-wordpress-' . EVENT_SHOP_VERSION . '.zip'
		)
	);
	echo '</p></div>';
}
add_action( 'admin_notices', 'event_shop_missing_assets_notice' );
