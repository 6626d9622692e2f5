<?php
/**
 * The theme's fonts and colours for the shop: the global styles of theme.json (typography.fontFamily,
 * color.text, elements.link.color.text) set --event-shop-font, --event-shop-text and
 * --event-shop-accent on the placeholders. A classic theme without those values sets nothing.
 *
 * @package Event_Shop
 */

defined( 'ABSPATH' ) || exit;

/**
 * A theme.json value as CSS, when it is one of the safe shapes, else ''. `var:preset|color|contrast`
 * becomes `var(--wp--preset--color--contrast)`; what passes cannot end the declaration, the rule or
 * the <style> element.
 *
 * @param mixed  $value The value.
 * @param string $kind  'font' (a font-family list), 'length' or 'color'.
 * @return string
 */
function event_shop_theme_value( $value, $kind ) {
	if ( ! is_string( $value ) ) {
		return '';
	}
	$value = trim( $value );
	if ( preg_match( '/^var:((?:preset|custom)(?:\|[a-zA-Z0-9_-]+)+)$/', $value, $matches ) ) {
		$value = 'var(--wp--' . str_replace( '|', '--', $matches[1] ) . ')';
	}
	if ( preg_match( '/^var\(--wp--(?:preset|custom)--[a-zA-Z0-9_-]+\)$/', $value ) ) {
		return $value;
	}
	switch ( $kind ) {
		case 'font':
			return event_shop_is_font_list( $value ) ? $value : '';
		case 'length':
			return preg_match( '/^(?:0|[0-9]*\.?[0-9]+(?:px|rem|em|%))$/', $value ) ? $value : '';
	}
	$hex      = '/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/';
	$function = '/^(?:rgba?|hsla?)\([0-9a-zA-Z.,%\s\/+-]*\)$/';
	return preg_match( $hex, $value ) || preg_match( $function, $value ) ? $value : '';
}

/**
 * Whether a text is a font-family list: names of letters, digits, spaces and hyphens, quoted or not,
 * separated by commas (`"Segoe UI", -apple-system, sans-serif`).
 *
 * @param string $value The text.
 * @return bool
 */
function event_shop_is_font_list( $value ) {
	foreach ( explode( ',', $value ) as $family ) {
		if ( ! preg_match( '/^\s*(?:"[\p{L}\p{N} -]+"|\'[\p{L}\p{N} -]+\'|[\p{L}\p{N} -]*[\p{L}\p{N}-])\s*$/u', $family ) ) {
			return false;
		}
	}
	return '' !== trim( $value );
}

/**
 * The custom properties the placeholders get from the global styles, filtered by
 * `event_shop_theme_properties`; each value checked again after the filter.
 *
 * @return array<string, string> Property name → value.
 */
function event_shop_theme_properties() {
	$styles     = function_exists( 'wp_get_global_styles' ) ? wp_get_global_styles() : array();
	$styles     = is_array( $styles ) ? $styles : array();
	$properties = array(
		'--event-shop-font'   => event_shop_theme_value( $styles['typography']['fontFamily'] ?? null, 'font' ),
		'--event-shop-text'   => event_shop_theme_value( $styles['color']['text'] ?? null, 'color' ),
		'--event-shop-accent' => event_shop_theme_value( $styles['elements']['link']['color']['text'] ?? null, 'color' ),
	);
	/**
	 * Filters the custom properties set on the shop's placeholders ([data-event-shop]), such as
	 * '--event-shop-accent' => 'var(--wp--preset--color--primary)'. Values of other shapes than a
	 * preset, a colour, a length or a font-family list are dropped.
	 *
	 * @param array<string, string> $properties Property name → value ('' for none).
	 * @param array                 $styles     The global styles (wp_get_global_styles()).
	 */
	$properties = apply_filters( 'event_shop_theme_properties', array_filter( $properties ), $styles );
	$safe       = array();
	foreach ( is_array( $properties ) ? $properties : array() as $name => $value ) {
		if ( ! is_string( $name ) || ! preg_match( '/^--event-shop-[a-z0-9-]+$/', $name ) ) {
			continue;
		}
		$kind  = '--event-shop-font' === $name ? 'font' : ( in_array( $name, array( '--event-shop-radius', '--event-shop-font-size', '--event-shop-min-height' ), true ) ? 'length' : 'color' );
		$value = event_shop_theme_value( $value, $kind );
		if ( '' !== $value ) {
			$safe[ $name ] = $value;
		}
	}
	return $safe;
}

/**
 * The rule that sets the properties on the placeholders, '' when there are none.
 *
 * @param array<string, string> $properties Property name → value.
 * @return string
 */
function event_shop_theme_css( $properties ) {
	$declarations = array();
	foreach ( $properties as $name => $value ) {
		$declarations[] = $name . ':' . $value;
	}
	return $declarations ? '[data-event-shop]{' . implode( ';', $declarations ) . '}' : '';
}

/**
 * Adds the rule as an inline style (a handle without a file) when the theme gives any value.
 */
function event_shop_enqueue_theme_style() {
	$css = event_shop_theme_css( event_shop_theme_properties() );
	if ( '' === $css || wp_style_is( 'event-shop-theme', 'enqueued' ) ) {
		return;
	}
	wp_register_style( 'event-shop-theme', false, array(), EVENT_SHOP_VERSION );
	wp_enqueue_style( 'event-shop-theme' );
	wp_add_inline_style( 'event-shop-theme', $css );
}
