<?php
/**
 * Stand-ins for the few WordPress functions the plugin's files call, for tests/unit.php: each only
 * when WordPress's own is not loaded. Their state (the locale, the saved option, the theme's global
 * styles and settings, what was enqueued, the settings errors) is event_shop_test_stub()'s.
 *
 * @package Event_Shop
 */

/**
 * Reads (one argument) or sets (two) a piece of the stand-ins' state.
 *
 * @param string $name  The piece.
 * @param mixed  $value Its new value.
 * @return mixed
 */
function event_shop_test_stub( $name, $value = null ) {
	static $state = array(
		'locale'          => 'en_US',
		'option'          => array(),
		'global_styles'   => array(),
		'global_settings' => array(),
		'enqueued'        => array(),
		'styles'          => array(),
		'errors'          => array(),
		'hooks'           => array(),
	);
	if ( func_num_args() > 1 ) {
		$state[ $name ] = $value;
	}
	return $state[ $name ];
}

/**
 * Adds an item to a list of the state.
 *
 * @param string $name The list.
 * @param mixed  $item The item.
 */
function event_shop_test_push( $name, $item ) {
	$list   = event_shop_test_stub( $name );
	$list[] = $item;
	event_shop_test_stub( $name, $list );
}

/**
 * An answer of wp_remote_post(), in its shape.
 *
 * @param int                   $status  The HTTP status.
 * @param string                $body    The body.
 * @param array<string, string> $headers The headers, lower-case names.
 * @return array
 */
function event_shop_test_response( $status, $body, $headers = array() ) {
	$messages = array(
		200 => 'OK',
		404 => 'Not Found',
		503 => 'Service Unavailable',
	);
	return array(
		'headers'  => $headers,
		'body'     => $body,
		'response' => array(
			'code'    => $status,
			'message' => $messages[ $status ] ?? '',
		),
	);
}

// phpcs:disable Squiz.Commenting.FunctionComment.Missing -- stand-ins of WordPress's documented functions.

// What the site gives.
if ( ! function_exists( 'is_admin' ) ) {
	function is_admin() {
		return false;
	}
}
function get_locale() {
	return event_shop_test_stub( 'locale' );
}
function determine_locale() {
	return event_shop_test_stub( 'locale' );
}
function get_option( $name, $default = false ) {
	return 'event_shop_settings' === $name && event_shop_test_stub( 'option' ) ? event_shop_test_stub( 'option' ) : $default;
}
function wp_timezone_string() {
	return 'Europe/Amsterdam';
}
function get_bloginfo( $show ) {
	return 'version' === $show ? '6.1.9' : '';
}
function home_url( $path = '' ) {
	return 'https://site.example/blog' . $path;
}
function plugins_url( $path, $plugin ) {
	return 'https://site.example/wp-content/plugins/event-shop/' . $path;
}
function wp_get_global_styles() {
	return event_shop_test_stub( 'global_styles' );
}
function wp_get_global_settings( $path = array() ) {
	// As WordPress's: all the settings when the path is not there (_wp_array_get( $settings, $path, $settings )).
	$settings = event_shop_test_stub( 'global_settings' );
	$value    = $settings;
	foreach ( $path as $key ) {
		if ( ! is_array( $value ) || ! array_key_exists( $key, $value ) ) {
			return $settings;
		}
		$value = $value[ $key ];
	}
	return $value;
}
function get_block_wrapper_attributes() {
	return 'class="wp-block-event-shop-shop alignwide"';
}
function number_format_i18n( $number ) {
	return (string) $number;
}
function wp_load_alloptions() {
	return array( 'blog_charset' => 'UTF-8' );
}
function wp_allowed_protocols() {
	return array( 'http', 'https', 'mailto' );
}

function __( $text ) {
	return $text;
}
function _n( $single, $plural, $number ) {
	return 1 === $number ? $single : $plural;
}
function wp_json_encode( $data, $flags = 0 ) {
	return json_encode( $data, $flags );
}

// Scripts and styles.
function wp_script_is( $handle ) {
	return in_array( $handle, array_column( event_shop_test_stub( 'enqueued' ), 0 ), true );
}
function wp_enqueue_script( $handle, $src, $deps, $ver, $in_footer ) {
	event_shop_test_push( 'enqueued', array( $handle, $src, $ver, $in_footer ) );
}
function wp_style_is( $handle ) {
	return in_array( $handle, array_column( event_shop_test_stub( 'styles' ), 0 ), true );
}
function wp_register_style() {
}
function wp_enqueue_style() {
}
function wp_add_inline_style( $handle, $css ) {
	event_shop_test_push( 'styles', array( $handle, $css ) );
}

// The settings page's errors.
function add_settings_error( $setting, $code, $message, $type ) {
	event_shop_test_push( 'errors', compact( 'setting', 'code', 'message', 'type' ) );
}
function get_settings_errors() {
	return event_shop_test_stub( 'errors' );
}

// WordPress's own, when its folder was not given.
if ( ! function_exists( 'add_filter' ) ) {
	function add_filter( $hook, $callback ) {
		$hooks            = event_shop_test_stub( 'hooks' );
		$hooks[ $hook ][] = $callback;
		event_shop_test_stub( 'hooks', $hooks );
	}
	function add_action( $hook, $callback ) {
		add_filter( $hook, $callback );
	}
	function apply_filters( $hook, $value, ...$args ) {
		foreach ( event_shop_test_stub( 'hooks' )[ $hook ] ?? array() as $callback ) {
			$value = $callback( $value, ...$args );
		}
		return $value;
	}
	function add_shortcode() {
	}
	function shortcode_atts( $pairs, $atts ) {
		return array_intersect_key( (array) $atts, $pairs ) + $pairs;
	}
	function esc_attr( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES );
	}
	function esc_html( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES );
	}
	function wp_parse_url( $url, $component = -1 ) {
		return parse_url( $url, $component );
	}
	function wp_basename( $path ) {
		return basename( $path );
	}
	function wp_strip_all_tags( $text ) {
		return trim( strip_tags( $text ) );
	}
	function wp_html_excerpt( $text, $length, $more ) {
		return strlen( $text ) > $length ? substr( $text, 0, $length ) . $more : $text;
	}
	function is_email( $email ) {
		return filter_var( $email, FILTER_VALIDATE_EMAIL ) ? $email : false;
	}
	function sanitize_email( $email ) {
		return trim( $email );
	}
	function sanitize_text_field( $text ) {
		return trim( strip_tags( $text ) );
	}
	function sanitize_textarea_field( $text ) {
		return trim( strip_tags( $text ) );
	}
	function esc_url_raw( $url, $protocols ) {
		return in_array( strtolower( (string) parse_url( $url, PHP_URL_SCHEME ) ), $protocols, true ) ? $url : '';
	}
	function is_wp_error( $thing ) {
		return $thing instanceof WP_Error;
	}
	function wp_remote_retrieve_response_code( $response ) {
		return $response['response']['code'];
	}
	function wp_remote_retrieve_response_message( $response ) {
		return $response['response']['message'];
	}
	function wp_remote_retrieve_body( $response ) {
		return $response['body'];
	}
	function wp_remote_retrieve_header( $response, $name ) {
		return $response['headers'][ $name ] ?? '';
	}
	class WP_Error {
		private $message;
		public function __construct( $code = '', $message = '' ) {
			$this->message = $message;
		}
		public function get_error_message() {
			return $this->message;
		}
	}
}
