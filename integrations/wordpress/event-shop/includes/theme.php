<?php
/**
 * The theme's fonts and colours for the shop: the global styles of theme.json (typography.fontFamily,
 * color.text, elements.link.color.text) set --event-shop-font, --event-shop-text and
 * --event-shop-accent on the placeholders. A colour is set only when it reads on white (see
 * event_shop_theme_readable_color()). A classic theme without those values sets nothing.
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
 * The colour palette of the global styles, slug → colour, from its origins default (WordPress's),
 * theme and custom (the site's, from the Site Editor), a later one winning as in WordPress's own CSS.
 *
 * @return array<string, string>
 */
function event_shop_theme_palette() {
	$palette = function_exists( 'wp_get_global_settings' ) ? wp_get_global_settings( array( 'color', 'palette' ) ) : array();
	$colors  = array();
	foreach ( array( 'default', 'theme', 'custom' ) as $origin ) {
		$presets = is_array( $palette ) && isset( $palette[ $origin ] ) && is_array( $palette[ $origin ] ) ? $palette[ $origin ] : array();
		foreach ( $presets as $preset ) {
			if ( is_array( $preset ) && isset( $preset['slug'], $preset['color'] ) && is_string( $preset['slug'] ) && is_string( $preset['color'] ) ) {
				$colors[ $preset['slug'] ] = $preset['color'];
			}
		}
	}
	return $colors;
}

/**
 * The sRGB channels (0 to 255) of an opaque colour: a preset of the palette (`var:preset|color|slug`,
 * `var(--wp--preset--color--slug)`), `#rgb`, `#rrggbb` (`#rgba`, `#rrggbbaa` of full alpha) or
 * `rgb()`/`rgba()` of numbers. Null for a translucent colour, a preset the palette lacks and any other
 * notation (hsl(), a colour's name, a custom property), which this does not judge.
 *
 * @param string                $value   The colour.
 * @param array<string, string> $palette Slug → colour (event_shop_theme_palette()).
 * @return float[]|null Red, green, blue.
 */
function event_shop_theme_rgb( $value, $palette ) {
	$value = trim( $value );
	if ( preg_match( '/^(?:var:preset\|color\|([a-zA-Z0-9_-]+)|var\(--wp--preset--color--([a-zA-Z0-9_-]+)\))$/', $value, $matches ) ) {
		$slug = '' !== $matches[1] ? $matches[1] : $matches[2];
		// The palette's own value, not another preset.
		return isset( $palette[ $slug ] ) ? event_shop_theme_rgb( $palette[ $slug ], array() ) : null;
	}
	if ( preg_match( '/^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/', $value, $matches ) ) {
		$hex      = strlen( $matches[1] ) <= 4 ? preg_replace( '/./', '$0$0', $matches[1] ) : $matches[1];
		$channels = array_map( 'floatval', array_map( 'hexdec', str_split( $hex, 2 ) ) );
		return count( $channels ) === 3 || 255.0 === $channels[3] ? array_slice( $channels, 0, 3 ) : null;
	}
	$number = '(\d+(?:\.\d*)?|\.\d+)';
	$alpha  = '(?:' . $number . '(%?))';
	if (
		preg_match( '/^rgba?\(\s*' . $number . '\s*,\s*' . $number . '\s*,\s*' . $number . '\s*(?:,\s*' . $alpha . '\s*)?\)$/i', $value, $matches ) ||
		preg_match( '/^rgba?\(\s*' . $number . '\s+' . $number . '\s+' . $number . '\s*(?:\/\s*' . $alpha . '\s*)?\)$/i', $value, $matches )
	) {
		if ( isset( $matches[4] ) && (float) $matches[4] / ( '%' === $matches[5] ? 100 : 1 ) < 1 ) {
			return null;
		}
		return array_map(
			function ( $channel ) {
				return min( 255.0, (float) $channel );
			},
			array_slice( $matches, 1, 3 )
		);
	}
	return null;
}

/**
 * The WCAG 2 contrast ratio of a colour with white, 1 to 21.
 *
 * @param float[] $rgb Red, green, blue, 0 to 255.
 * @return float
 */
function event_shop_contrast_on_white( $rgb ) {
	$luminance = 0.0;
	foreach ( array( 0.2126, 0.7152, 0.0722 ) as $i => $weight ) {
		$channel    = $rgb[ $i ] / 255;
		$luminance += $weight * ( $channel <= 0.04045 ? $channel / 12.92 : ( ( $channel + 0.055 ) / 1.055 ) ** 2.4 );
	}
	return 1.05 / ( $luminance + 0.05 );
}

/**
 * A theme.json colour as CSS (event_shop_theme_value()) when it is opaque and reads at 4.5:1 or more
 * on white, else ''. The shop's surfaces are white and its accent carries white text; and a property
 * set here counts as the site owner's theme, which the shop takes as it is, without the contrast check
 * it makes of the colours it takes from the page by itself. So a pale colour (a lime link) is left out
 * here, as is one that cannot be judged (hsl(), a preset the palette lacks): the shop then takes the
 * page's colours with its own check. A preset keeps its var() form, so a style variation still applies,
 * but is judged by the palette's value.
 *
 * @param mixed                 $value   The value of the global styles.
 * @param array<string, string> $palette Slug → colour (event_shop_theme_palette()).
 * @return string
 */
function event_shop_theme_readable_color( $value, $palette ) {
	$css = event_shop_theme_value( $value, 'color' );
	$rgb = '' !== $css ? event_shop_theme_rgb( $css, $palette ) : null;
	return null !== $rgb && event_shop_contrast_on_white( $rgb ) >= 4.5 ? $css : '';
}

/**
 * The custom properties the placeholders get from the global styles, filtered by
 * `event_shop_theme_properties`; each value's shape checked again after the filter. The text and
 * accent colours only when they read on white (event_shop_theme_readable_color()); what the filter
 * gives, a developer's choice, is not judged.
 *
 * @return array<string, string> Property name → value.
 */
function event_shop_theme_properties() {
	$styles     = function_exists( 'wp_get_global_styles' ) ? wp_get_global_styles() : array();
	$styles     = is_array( $styles ) ? $styles : array();
	$palette    = event_shop_theme_palette();
	$properties = array(
		'--event-shop-font'   => event_shop_theme_value( $styles['typography']['fontFamily'] ?? null, 'font' ),
		'--event-shop-text'   => event_shop_theme_readable_color( $styles['color']['text'] ?? null, $palette ),
		'--event-shop-accent' => event_shop_theme_readable_color( $styles['elements']['link']['color']['text'] ?? null, $palette ),
	);
	/**
	 * Filters the custom properties set on the shop's placeholders ([data-event-shop]), such as
	 * '--event-shop-accent' => 'var(--wp--preset--color--primary)'. Values of other shapes than a
	 * preset, a colour, a length or a font-family list are dropped. The theme's text and link colours
	 * are there only when they read on white; a colour set here is taken as it is, unjudged.
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
