package androidx.compose.foundation

import androidx.compose.runtime.Composable

@Composable
fun isSystemInDarkTheme(): Boolean = false
