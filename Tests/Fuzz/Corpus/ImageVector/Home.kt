package com.example.icons

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.graphics.vector.path
import androidx.compose.ui.unit.dp

val TabIcons.Home: ImageVector
    get() {
        if (_Home != null) {
            return _Home!!
        }
        _Home = ImageVector.Builder(
            name = "Home",
            defaultWidth = 24.dp,
            defaultHeight = 24.dp,
            viewportWidth = 30f,
            viewportHeight = 30f
        ).apply {
            path(fill = SolidColor(Color(0xFF000000))) {
                moveTo(15f, 2f)
                lineTo(28f, 15f)
                horizontalLineTo(25f)
                verticalLineTo(27f)
                horizontalLineTo(18f)
                verticalLineTo(20f)
                horizontalLineTo(12f)
                verticalLineToRelative(7f)
                horizontalLineTo(5f)
                verticalLineTo(15f)
                horizontalLineTo(2f)
                close()
            }
        }.build()

        return _Home!!
    }

@Suppress("ObjectPropertyName")
private var _Home: ImageVector? = null
