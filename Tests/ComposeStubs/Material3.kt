package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

/**
 * Stub of Material 3's `ColorScheme`: every role of androidx.compose.material3 1.3, under the real names. The
 * defaults of `lightColorScheme` and `darkColorScheme` here are stand-ins, not Material's baseline colors:
 * light role number i is 0xFF0000<i>, dark role number i is 0xFF1000<i> in hex (role order as below), so a check
 * can tell a role the generated scheme left to Material's default from one it set.
 */
class ColorScheme(
    val primary: Color,
    val onPrimary: Color,
    val primaryContainer: Color,
    val onPrimaryContainer: Color,
    val inversePrimary: Color,
    val secondary: Color,
    val onSecondary: Color,
    val secondaryContainer: Color,
    val onSecondaryContainer: Color,
    val tertiary: Color,
    val onTertiary: Color,
    val tertiaryContainer: Color,
    val onTertiaryContainer: Color,
    val background: Color,
    val onBackground: Color,
    val surface: Color,
    val onSurface: Color,
    val surfaceVariant: Color,
    val onSurfaceVariant: Color,
    val surfaceTint: Color,
    val inverseSurface: Color,
    val inverseOnSurface: Color,
    val error: Color,
    val onError: Color,
    val errorContainer: Color,
    val onErrorContainer: Color,
    val outline: Color,
    val outlineVariant: Color,
    val scrim: Color,
    val surfaceBright: Color,
    val surfaceContainer: Color,
    val surfaceContainerHigh: Color,
    val surfaceContainerHighest: Color,
    val surfaceContainerLow: Color,
    val surfaceContainerLowest: Color,
    val surfaceDim: Color
)

/** Stub of `lightColorScheme(...)`: every role a named parameter with a default. */
fun lightColorScheme(
    primary: Color = Color(0xFF000000L),
    onPrimary: Color = Color(0xFF000001L),
    primaryContainer: Color = Color(0xFF000002L),
    onPrimaryContainer: Color = Color(0xFF000003L),
    inversePrimary: Color = Color(0xFF000004L),
    secondary: Color = Color(0xFF000005L),
    onSecondary: Color = Color(0xFF000006L),
    secondaryContainer: Color = Color(0xFF000007L),
    onSecondaryContainer: Color = Color(0xFF000008L),
    tertiary: Color = Color(0xFF000009L),
    onTertiary: Color = Color(0xFF00000AL),
    tertiaryContainer: Color = Color(0xFF00000BL),
    onTertiaryContainer: Color = Color(0xFF00000CL),
    background: Color = Color(0xFF00000DL),
    onBackground: Color = Color(0xFF00000EL),
    surface: Color = Color(0xFF00000FL),
    onSurface: Color = Color(0xFF000010L),
    surfaceVariant: Color = Color(0xFF000011L),
    onSurfaceVariant: Color = Color(0xFF000012L),
    surfaceTint: Color = Color(0xFF000013L),
    inverseSurface: Color = Color(0xFF000014L),
    inverseOnSurface: Color = Color(0xFF000015L),
    error: Color = Color(0xFF000016L),
    onError: Color = Color(0xFF000017L),
    errorContainer: Color = Color(0xFF000018L),
    onErrorContainer: Color = Color(0xFF000019L),
    outline: Color = Color(0xFF00001AL),
    outlineVariant: Color = Color(0xFF00001BL),
    scrim: Color = Color(0xFF00001CL),
    surfaceBright: Color = Color(0xFF00001DL),
    surfaceContainer: Color = Color(0xFF00001EL),
    surfaceContainerHigh: Color = Color(0xFF00001FL),
    surfaceContainerHighest: Color = Color(0xFF000020L),
    surfaceContainerLow: Color = Color(0xFF000021L),
    surfaceContainerLowest: Color = Color(0xFF000022L),
    surfaceDim: Color = Color(0xFF000023L)
): ColorScheme = ColorScheme(
    primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary, onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer, background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim, surfaceBright, surfaceContainer, surfaceContainerHigh, surfaceContainerHighest, surfaceContainerLow, surfaceContainerLowest, surfaceDim)

/** Stub of `darkColorScheme(...)`: every role a named parameter with a default. */
fun darkColorScheme(
    primary: Color = Color(0xFF100000L),
    onPrimary: Color = Color(0xFF100001L),
    primaryContainer: Color = Color(0xFF100002L),
    onPrimaryContainer: Color = Color(0xFF100003L),
    inversePrimary: Color = Color(0xFF100004L),
    secondary: Color = Color(0xFF100005L),
    onSecondary: Color = Color(0xFF100006L),
    secondaryContainer: Color = Color(0xFF100007L),
    onSecondaryContainer: Color = Color(0xFF100008L),
    tertiary: Color = Color(0xFF100009L),
    onTertiary: Color = Color(0xFF10000AL),
    tertiaryContainer: Color = Color(0xFF10000BL),
    onTertiaryContainer: Color = Color(0xFF10000CL),
    background: Color = Color(0xFF10000DL),
    onBackground: Color = Color(0xFF10000EL),
    surface: Color = Color(0xFF10000FL),
    onSurface: Color = Color(0xFF100010L),
    surfaceVariant: Color = Color(0xFF100011L),
    onSurfaceVariant: Color = Color(0xFF100012L),
    surfaceTint: Color = Color(0xFF100013L),
    inverseSurface: Color = Color(0xFF100014L),
    inverseOnSurface: Color = Color(0xFF100015L),
    error: Color = Color(0xFF100016L),
    onError: Color = Color(0xFF100017L),
    errorContainer: Color = Color(0xFF100018L),
    onErrorContainer: Color = Color(0xFF100019L),
    outline: Color = Color(0xFF10001AL),
    outlineVariant: Color = Color(0xFF10001BL),
    scrim: Color = Color(0xFF10001CL),
    surfaceBright: Color = Color(0xFF10001DL),
    surfaceContainer: Color = Color(0xFF10001EL),
    surfaceContainerHigh: Color = Color(0xFF10001FL),
    surfaceContainerHighest: Color = Color(0xFF100020L),
    surfaceContainerLow: Color = Color(0xFF100021L),
    surfaceContainerLowest: Color = Color(0xFF100022L),
    surfaceDim: Color = Color(0xFF100023L)
): ColorScheme = ColorScheme(
    primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary, onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer, background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim, surfaceBright, surfaceContainer, surfaceContainerHigh, surfaceContainerHighest, surfaceContainerLow, surfaceContainerLowest, surfaceDim)

internal val LocalColorScheme = staticCompositionLocalOf { lightColorScheme() }

/** Stub of `MaterialTheme`'s accessors: the scheme the nearest `MaterialTheme(...)` provides. */
object MaterialTheme {
    val colorScheme: ColorScheme
        @Composable get() = LocalColorScheme.current
}

/** Stub of the `MaterialTheme` composable: provides `colorScheme` to `content`. */
@Composable
fun MaterialTheme(colorScheme: ColorScheme = MaterialTheme.colorScheme, content: @Composable() () -> Unit) {
    CompositionLocalProvider(LocalColorScheme provides colorScheme, content = content)
}
